/// `UIViewController` callbacks lifequiz models. Raw values are the exact
/// Swift selectors.
public enum ViewControllerMethod: String, CaseIterable, Hashable, Sendable {
  case viewDidLoad = "viewDidLoad()"
  case viewWillAppear = "viewWillAppear(_:)"
  case viewIsAppearing = "viewIsAppearing(_:)"
  case viewDidAppear = "viewDidAppear(_:)"
  case viewWillDisappear = "viewWillDisappear(_:)"
  case viewDidDisappear = "viewDidDisappear(_:)"
  case didReceiveMemoryWarning = "didReceiveMemoryWarning()"
}

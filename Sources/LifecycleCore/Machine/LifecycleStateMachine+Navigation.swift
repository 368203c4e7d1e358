// The front view controller presents, dismisses, pushes and pops.

extension LifecycleStateMachine {
  /// Presenting, dismissing, pushing and popping in the front window.
  mutating func navigate(_ navigation: Navigation, _ t: inout Transcript) -> Handling {
    switch state {
    case .notRunning: return .rejected(.notRunning)
    case .suspended: return .rejected(.processSuspended)
    case .running(var live):
      if live.locked { return .rejected(.deviceLocked) }
      if let overlay = live.overlay { return .rejected(.overlayUp(overlay)) }
      guard let id = frontWindow(live), var screen = live.windows[id]?.screen else { return .rejected(.notOnScreen) }
      let navigated = navigate(navigation, &screen, &t)
      guard navigated == .accepted else { return navigated }
      live.windows.update(id) { $0.screen = screen }
      state = .running(live)
      return .accepted
    }
  }

  mutating func navigate(
    _ navigation: Navigation, _ screen: inout Screen, _ t: inout Transcript
  ) -> Handling {
    let top = screen.top
    switch navigation {
    case .presentFullScreen, .presentSheet:
      let presented = newViewController()
      let fullScreen = navigation == .presentFullScreen
      screen.layers.append(Layer(presentation: fullScreen ? .fullScreen : .sheet, stack: [presented]))
      let tag: Evidence = Evidence(.observed, nil)
      viewController(presented, .viewDidLoad, tag, &t)
      if fullScreen { viewController(top, .viewWillDisappear, tag, &t) }
      viewController(presented, .viewWillAppear, tag, &t)
      viewController(presented, .viewIsAppearing, tag, &t)
      viewController(presented, .viewDidAppear, tag, &t)
      if fullScreen { viewController(top, .viewDidDisappear, tag, &t) }
      t.mark(.observed, nil)
    case .dismissModal:
      guard screen.layers.count > 1, let layer = screen.layers.popLast() else { return .rejected(.noModal) }
      let below = screen.top
      let tag: Evidence = Evidence(.observed, nil)
      viewController(top, .viewWillDisappear, tag, &t)
      if layer.presentation == .fullScreen {
        viewController(below, .viewWillAppear, tag, &t)
        viewController(below, .viewIsAppearing, tag, &t)
        viewController(below, .viewDidAppear, tag, &t)
      }
      viewController(top, .viewDidDisappear, tag, &t)
      t.mark(.observed, nil)
    case .push:
      let pushed = newViewController()
      screen.layers[screen.layers.count - 1].stack.append(pushed)
      let tag: Evidence = Evidence(.observed, nil)
      let crossOrder: Evidence = Evidence(.disputed, .navigationOrder)
      viewController(pushed, .viewDidLoad, tag, &t)
      viewController(top, .viewWillDisappear, tag, &t)
      viewController(pushed, .viewWillAppear, tag, &t)
      viewController(pushed, .viewIsAppearing, tag, &t)
      viewController(top, .viewDidDisappear, crossOrder, &t)
      viewController(pushed, .viewDidAppear, crossOrder, &t)
      t.mark(crossOrder)
    case .pop, .swipeBackCancel:
      let last = screen.layers.count - 1
      guard screen.layers[last].stack.count > 1 else { return .rejected(.nothingToPop) }
      let lower = screen.layers[last].stack[screen.layers[last].stack.count - 2]
      let tag: Evidence = Evidence(.observed, nil)
      if navigation == .pop {
        screen.layers[last].stack.removeLast()
        let crossOrder: Evidence = Evidence(.disputed, .navigationOrder)
        viewController(top, .viewWillDisappear, tag, &t)
        viewController(lower, .viewWillAppear, tag, &t)
        viewController(lower, .viewIsAppearing, tag, &t)
        viewController(top, .viewDidDisappear, crossOrder, &t)
        viewController(lower, .viewDidAppear, crossOrder, &t)
        t.mark(crossOrder)
      } else {
        let guess: Evidence = Evidence(.unconfirmed, .swipeBackCancelled)
        viewController(top, .viewWillDisappear, tag, &t)
        viewController(lower, .viewWillAppear, tag, &t)
        viewController(lower, .viewIsAppearing, guess, &t)
        viewController(lower, .viewWillDisappear, tag, &t)
        viewController(lower, .viewDidDisappear, tag, &t)
        viewController(top, .viewWillAppear, tag, &t)
        viewController(top, .viewIsAppearing, guess, &t)
        viewController(top, .viewDidAppear, tag, &t)
        t.mark(guess)
      }
    }
    return .accepted
  }
}

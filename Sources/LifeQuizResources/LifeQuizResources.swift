/// Declares `Content/` and `Localization/` as this package's resources, so
/// SwiftPM copies them into `lifequiz_LifeQuizResources.resources` beside a
/// build. Nothing links this target into `lifequiz`: a target with resources
/// gets an accessor that imports Foundation, which `lifequiz` does not load.
/// `ResourceLocator` finds the files by path instead.
public enum LifeQuizResources {}

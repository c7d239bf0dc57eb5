/// `PreviewOnlyCode`, worked out the first time something asks for it, once.
///
/// Two readers need it: the shared-router question, when the project has a
/// candidate, and the opt-in `navigation_view_deprecated` rule. Worked out
/// while the model was built, whenever a file called `NavigationView`, it was
/// a pass over every identifier of the project (2.6% of a default run on ten
/// real apps) that no default rule read. Every copy of the model (the trails
/// are followed on copies) shares the one answer.
package typealias PreviewOnlyCodeOnDemand = OnDemand<PreviewOnlyCode>

extension OnDemand where Value == PreviewOnlyCode {
    convenience init(files: [FileNavigation], jobs: Int) {
        self.init { PreviewOnlyCode(files: files, jobs: jobs) }
    }
}

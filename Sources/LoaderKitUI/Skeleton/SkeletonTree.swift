import Foundation
import Graphics
import UI

/// SkeletonView's recursion rule on our tree.
///
/// The view the skeleton is shown on must be skeletonable. The walk goes through skeletonable,
/// shown subviews only (a non-skeletonable view stops it, and stays visible); a visited view with
/// no skeletonable subview is a leaf and gets a bone; a container with at least one gets none.
@MainActor
public enum SkeletonTree {
    /// The subviews the walk looks at: a scroll view's document content, nothing inside a
    /// collection view (it draws placeholder rows instead), else the shown subviews.
    static func subviewsToSkeleton(of view: View) -> [View] {
        if view is CollectionView { return [] }
        if let scroll = view as? ScrollView { return scroll.documentView.subviews.filter { !$0.isHidden } }
        return view.subviews.filter { !$0.isHidden }
    }

    /// The skeletonable subviews the walk descends into.
    static func skeletonableSubviews(of view: View) -> [View] {
        var result: [View] = []
        forEachSkeletonableSubview(of: view) { result.append($0) }
        return result
    }

    /// Calls `body` with each skeletonable subview the walk descends into, in order, without
    /// building arrays (the walk runs every frame of an animation).
    static func forEachSkeletonableSubview(of view: View, _ body: (View) -> Void) {
        if view is CollectionView { return }
        let subviews = (view as? ScrollView)?.documentView.subviews ?? view.subviews
        for child in subviews where !child.isHidden && child.isSkeletonable { body(child) }
    }

    /// The leaves under `root`, in drawing order; empty when `root` is not skeletonable.
    public static func leaves(of root: View) -> [View] {
        guard root.isSkeletonable else { return [] }
        var result: [View] = []
        collectLeaves(root, into: &result)
        return result
    }

    private static func collectLeaves(_ view: View, into result: inout [View]) {
        var isLeaf = true
        forEachSkeletonableSubview(of: view) { child in
            isLeaf = false
            collectLeaves(child, into: &result)
        }
        if isLeaf { result.append(view) }
    }

    /// Every view the walk visits (the root and the skeletonable views reached), depth first.
    public static func visited(from root: View) -> [View] {
        guard root.isSkeletonable else { return [] }
        var result: [View] = []
        func visit(_ view: View) {
            result.append(view)
            for child in skeletonableSubviews(of: view) { visit(child) }
        }
        visit(root)
        return result
    }

    /// The views under `root` (skeletonable or not; `root` included) drawn as hidden while its
    /// skeleton is active.
    static func hiddenWhileActive(under root: View) -> [View] {
        var result: [View] = []
        func visit(_ view: View) {
            guard !view.isHidden else { return }
            if view.isHiddenWhenSkeletonIsActive { result.append(view); return }
            for child in view.subviews { visit(child) }
        }
        visit(root)
        return result
    }

    /// The debug tree: type, reference, `isSkeletonable` and the skeletonable children (the key is
    /// left out when there are none).
    public static func description(of view: View) -> [String: Any] {
        var node: [String: Any] = [
            "type": "\(type(of: view))",
            "reference": String(format: "0x%lx", UInt(bitPattern: ObjectIdentifier(view))),
            "isSkeletonable": view.isSkeletonable,
        ]
        let children = skeletonableSubviews(of: view).map { description(of: $0) }
        if !children.isEmpty { node["children"] = children }
        return node
    }
}

extension View {
    /// The skeleton tree as pretty-printed JSON (keys sorted, so the output is stable).
    public var skeletonTreeDescription: String {
        let tree = SkeletonTree.description(of: self)
        guard let data = try? JSONSerialization.data(withJSONObject: tree, options: [.prettyPrinted, .sortedKeys])
        else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}

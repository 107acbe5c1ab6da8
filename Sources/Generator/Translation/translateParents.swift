/// Translates the kinds with children into their children enums and node
/// builders (docs/generated-code.md, "Outline nodes").
///
/// Each enum is named after the kind's case (`FolderChildren`), with a
/// number after a name that `taken` (the spec's types, the enums and the
/// sections' members enums) or an earlier parent's already has.
///
/// - Parameters:
///   - items: The validated items, in the spec's order.
///   - translated: The same items translated, in the same order.
/// - Complexity: O(n + c) for n items and c children in all.
func translateParents(
    _ items: [ValidatedSpec.Item], translated: [RenderModel.Item], enumName: String, besides taken: Set<String>
) -> [RenderModel.Parent] {
    var taken = taken
    var typeNames: [String: String] = [:]
    for item in items where !item.childNames.isEmpty {
        let base = childrenTypeName(ofCase: item.caseName)
        var name = base, number = 1
        while taken.contains(name) {
            number += 1
            name = base + String(number)
        }
        taken.insert(name)
        typeNames[item.name] = name
    }
    let byName = Dictionary(zip(items.map(\.name), translated)) { first, _ in first }
    return zip(items, translated).compactMap { item, parent in
        guard let typeName = typeNames[item.name] else { return nil }
        let children = item.childNames.compactMap { name -> RenderModel.Child? in
            guard let child = byName[name] else { return nil }
            return translateChild(child, childrenTypeName: typeNames[name], enumName: enumName)
        }
        return RenderModel.Parent(
            name: item.name, caseName: parent.caseName, childrenTypeName: typeName,
            builderParameters: parent.hasData ? "_ value: \(parent.name), " : "",
            builderItem: parent.hasData ? ".\(parent.caseName)(value)" : ".\(parent.caseName)",
            children: children)
    }
}

/// One case of a children enum: the child's value, then its own children
/// when it has some (an `indirect` case, since the enum may hold itself).
private func translateChild(_ child: RenderModel.Item, childrenTypeName: String?, enumName: String) -> RenderModel.Child {
    let name = child.caseName
    let childrenType = childrenTypeName.map { "ItemizeRuntime.OutlineChildren<\($0)>" }
    switch (child.hasData, childrenType) {
    case (true, let childrenType?):
        return RenderModel.Child(
            caseDeclaration: "indirect case \(name)(\(child.name), children: \(childrenType))",
            itemPattern: ".\(name)(let value, _)", itemValue: ".\(name)(value)",
            nodePattern: ".\(name)(let value, let children)", nodeValue: "\(enumName).\(name)(value, children: children)")
    case (false, let childrenType?):
        return RenderModel.Child(
            caseDeclaration: "indirect case \(name)(children: \(childrenType))",
            itemPattern: ".\(name)", itemValue: ".\(name)",
            nodePattern: ".\(name)(let children)", nodeValue: "\(enumName).\(name)(children: children)")
    case (true, nil):
        return RenderModel.Child(
            caseDeclaration: "case \(name)(\(child.name))",
            itemPattern: ".\(name)(let value)", itemValue: ".\(name)(value)",
            nodePattern: ".\(name)(let value)", nodeValue: ".init(.\(name)(value))")
    case (false, nil):
        return RenderModel.Child(
            caseDeclaration: "case \(name)", itemPattern: ".\(name)", itemValue: ".\(name)",
            nodePattern: ".\(name)", nodeValue: ".init(.\(name))")
    }
}

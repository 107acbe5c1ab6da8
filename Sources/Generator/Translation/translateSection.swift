/// Translates one validated section into what the templates render.
///
/// A section's payload is its parameter, then its fields, in spec order:
/// `case day(String, unread: Int)`. Each switch binds only what it uses.
///
/// - Parameters:
///   - items: The translated items, by the item's name.
func translateSection(_ section: ValidatedSpec.Section, items: [String: RenderModel.Item]) -> RenderModel.Section {
    let caseName = escapedIdentifier(section.caseName)
    let allowed = section.itemNames.compactMap { items[$0] }
    let allowedKinds = allowed.map(\.caseName)
    let allowedItems = allowed.map { item in
        RenderModel.AllowedItem(caseName: item.caseName, hasData: item.hasData, valueType: item.hasData ? item.name : "")
    }
    // Each value of the payload: its name in a text, its binding, its type, its declaration.
    let parameter = section.parameterType.map { [(name: "parameter", binding: "parameter", type: $0.text, declaration: $0.text)] }
    let payload = (parameter ?? []) + section.fields.map { field in
        (field.name, escapedIdentifier(field.name), field.type.text, "\(associatedValueLabel(field.name)): \(field.type)")
    }

    /// `.day(let parameter, _)`, binding the names `isUsed` accepts; `.day` when none is.
    func pattern(binding isUsed: (String) -> Bool) -> String {
        guard payload.contains(where: { isUsed($0.name) }) else { return "." + caseName }
        return ".\(caseName)(" + payload.map { isUsed($0.name) ? "let \($0.binding)" : "_" }
            .joined(separator: ", ") + ")"
    }
    let headerNames = placeholderNames(section.header)
    let footerNames = placeholderNames(section.footer)
    let hasParameter = section.parameterType != nil
    return RenderModel.Section(
        caseName: caseName,
        caseDeclaration: payload.isEmpty
            ? caseName : caseName + "(" + payload.map(\.declaration).joined(separator: ", ") + ")",
        headerPattern: pattern(binding: headerNames.contains),
        headerLiteral: section.header.map(textLiteral) ?? "nil",
        footerPattern: pattern(binding: footerNames.contains),
        footerLiteral: section.footer.map(textLiteral) ?? "nil",
        allowedKindsLiteral: "[" + allowedKinds.map { "." + $0 }.joined(separator: ", ") + "]",
        identityCaseDeclaration: section.parameterType.map { caseName + "(" + $0.text + ")" } ?? caseName,
        identityPattern: pattern(binding: { hasParameter && $0 == "parameter" }),
        identityValue: hasParameter ? "." + caseName + "(parameter)" : "." + caseName,
        identityParameter: section.parameterType.map { "_ parameter: " + $0.text } ?? "",
        payloadPattern: pattern(binding: { _ in true }),
        payloadTypes: payload.map { ", " + $0.type }.joined(),
        payloadArguments: payload.map { ", " + $0.binding }.joined(),
        tableHeaderView: section.tableHeaderView ?? "",
        tableFooterView: section.tableFooterView ?? "",
        collectionHeaderView: section.collectionHeaderView ?? "",
        collectionFooterView: section.collectionFooterView ?? "",
        headerMember: section.caseName + "Header",
        footerMember: section.caseName + "Footer",
        itemsTypeName: itemsTypeName(ofSection: section.caseName),
        allowedItems: allowedItems,
        builderParameters: payload.map { value in
            // The label is the name, escaped as a name is (`default`).
            value.name == "parameter" ? "_ parameter: \(value.type), " : "\(value.binding): \(value.type), "
        }.joined(),
        builderSection: payload.isEmpty
            ? "." + caseName
            : ".\(caseName)(" + payload.map { value in
                value.name == "parameter" ? "parameter" : "\(argumentLabel(value.name)): \(value.binding)"
            }.joined(separator: ", ") + ")"
    )
}

/// The names `text` shows.
private func placeholderNames(_ text: [ValidatedSpec.TextPart]?) -> Set<String> {
    Set((text ?? []).compactMap { part in
        if case .placeholder(let name) = part { name } else { nil }
    })
}

/// `"Inbox (\(unread))"`: literal parts escaped, placeholders interpolated.
private func textLiteral(_ parts: [ValidatedSpec.TextPart]) -> String {
    "\"" + parts.map { part in
        switch part {
        case .literal(let text): literalText(text)
        case .placeholder(let name): "\\(" + (name == "parameter" ? name : escapedIdentifier(name)) + ")"
        }
    }.joined() + "\""
}

/// Translates the header and footer view helpers of one UIKit view, whose
/// classes `header` and `footer` read from each section: every class once,
/// the closures, and each section as the switch of each side reads it.
///
/// - Parameters:
///   - sections: The spec's sections, or none for a view the spec does not use.
///   - translated: The sections translated, in the same order.
func translateSectionViews(
    _ sections: [ValidatedSpec.Section], translated: [RenderModel.Section],
    header: KeyPath<ValidatedSpec.Section, String?>, footer: KeyPath<ValidatedSpec.Section, String?>
) -> RenderModel.SectionViews {
    let headerClasses = uniqued(sections.compactMap { $0[keyPath: header] })
    let footerClasses = uniqued(sections.compactMap { $0[keyPath: footer] })
    let closures = zip(sections, translated).flatMap { section, translated in
        [(section[keyPath: header], translated.headerMember), (section[keyPath: footer], translated.footerMember)]
            .compactMap { view, member in
                view.map { RenderModel.SectionViewClosure(member: member, type: "(\($0)\(translated.payloadTypes)) -> Swift.Void") }
            }
    }
    /// Each section as the switch of the side `view` reads it.
    func side(
        _ view: KeyPath<ValidatedSpec.Section, String?>, member: KeyPath<RenderModel.Section, String>
    ) -> [RenderModel.SectionViewSide] {
        zip(sections, translated).map { section, translated in
            RenderModel.SectionViewSide(
                caseName: translated.caseName, payloadPattern: translated.payloadPattern,
                payloadArguments: translated.payloadArguments,
                viewClass: section[keyPath: view] ?? "", member: translated[keyPath: member])
        }
    }
    return RenderModel.SectionViews(
        closures: closures, headerViewClasses: headerClasses, footerViewClasses: footerClasses,
        viewClasses: uniqued(headerClasses + footerClasses),
        headers: side(header, member: \.headerMember), footers: side(footer, member: \.footerMember))
}

/// `names` without repeats, in their first order.
private func uniqued(_ names: [String]) -> [String] {
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }
}

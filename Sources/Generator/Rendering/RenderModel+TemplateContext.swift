extension RenderModel {
    /// The model as the templates' context; the keys are the names the
    /// templates in `Templates/` use (docs/templates.md lists them).
    var templateContext: TemplateDictionary {
        [
            "access": .string(access),
            "library": .dictionary([
                "itemStructConformances": .string(library.itemStructConformances),
                "itemConformances": .string(library.itemConformances),
                "sectionConformances": .string(library.sectionConformances),
                "pathType": .string(library.pathType),
                "hasRxDataSources": .bool(library.hasRxDataSources),
                "hasItemPath": .bool(library.hasItemPath),
                // Two names for one value: copied templates may use either.
                "sectionItemsName": .string(library.sectionItems),
                "sectionItems": .string(library.sectionItems),
            ]),
            "specFileName": .string(specFileName),
            "imports": .list(imports.map(TemplateValue.string)),
            "enumName": .string(enumName),
            "sectionEnumName": .string(sectionEnumName),
            "sectionModelName": .string(sectionModelName),
            "items": .list(items.map(\.templateValue)),
            "sections": .list(sections.map(\.templateValue)),
            "hasHeaders": .bool(hasHeaders),
            "hasFooters": .bool(hasFooters),
            // Each section's title pattern and literal of one side, for `section-title-switch`.
            "headerTitles": .list(sections.map { section in
                .dictionary(["pattern": .string(section.headerPattern), "literal": .string(section.headerLiteral)])
            }),
            "footerTitles": .list(sections.map { section in
                .dictionary(["pattern": .string(section.footerPattern), "literal": .string(section.footerLiteral)])
            }),
            "hasSectionFields": .bool(hasSectionFields),
            "sectionIdentityHasFields": .bool(sectionIdentityHasFields),
            "usesTableView": .bool(usesTableView),
            "usesCollectionView": .bool(usesCollectionView),
            "tableSectionViews": sectionViews(
                usesTableView ? sections : [], header: \.tableHeaderView, footer: \.tableFooterView),
            "collectionSectionViews": sectionViews(
                usesCollectionView ? sections : [], header: \.collectionHeaderView, footer: \.collectionFooterView),
            "cellViews": .list(cellViews.map(\.templateValue)),
            "rowViews": .list(rowViews.map(\.templateValue)),
            "switchesNeedDefault": .bool(switchesNeedDefault),
            "sectionSwitchesNeedDefault": .bool(sectionSwitchesNeedDefault),
        ]
    }
}

/// The header and footer view helpers of one UIKit view, whose classes
/// `header` and `footer` read from each of `sections`; `viewClasses` is
/// every class once, headers first, for a table's one registry of both;
/// `headers` and `footers` are each section's view of that side, for the
/// one partial per switch that serves both sides.
private func sectionViews(
    _ sections: [RenderModel.Section], header: KeyPath<RenderModel.Section, String?>,
    footer: KeyPath<RenderModel.Section, String?>
) -> TemplateValue {
    let headerClasses = uniqued(sections.compactMap { $0[keyPath: header] })
    let footerClasses = uniqued(sections.compactMap { $0[keyPath: footer] })
    let closures: [TemplateValue] = sections.flatMap { section in
        [(section[keyPath: header], section.headerMember), (section[keyPath: footer], section.footerMember)]
            .compactMap { view, member in view.map { view in
                .dictionary(["member": .string(member), "type": .string("(\(view)\(section.payloadTypes)) -> Void")])
            } }
    }
    /// Each section as the switch of the side `view` reads it.
    func side(
        _ view: KeyPath<RenderModel.Section, String?>, member: KeyPath<RenderModel.Section, String>
    ) -> TemplateValue {
        .list(sections.map { section in
            .dictionary([
                "caseName": .string(section.caseName), "payloadPattern": .string(section.payloadPattern),
                "payloadArguments": .string(section.payloadArguments),
                "hasView": .bool(section[keyPath: view] != nil), "viewClass": .string(section[keyPath: view] ?? ""),
                "member": .string(section[keyPath: member]),
            ])
        })
    }
    return .dictionary([
        "hasViews": .bool(!headerClasses.isEmpty || !footerClasses.isEmpty),
        "hasHeaderViews": .bool(!headerClasses.isEmpty), "hasFooterViews": .bool(!footerClasses.isEmpty),
        "closures": .list(closures),
        "headerViewClasses": .list(headerClasses.map(TemplateValue.string)),
        "footerViewClasses": .list(footerClasses.map(TemplateValue.string)),
        "viewClasses": .list(uniqued(headerClasses + footerClasses).map(TemplateValue.string)),
        "headers": side(header, member: \.headerMember), "footers": side(footer, member: \.footerMember),
    ])
}

/// `names` without repeats, in their first order.
private func uniqued(_ names: [String]) -> [String] {
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }
}

extension RenderModel.Item {
    /// The item as a dictionary; `payloadTypes` is the type its case
    /// carries after a closure's first parameters, `, Banner`, or nothing
    /// for a kind without data, as a section's `payloadTypes` is.
    var templateValue: TemplateValue {
        .dictionary([
            "caseName": .string(caseName), "name": .string(name),
            "hasData": .bool(hasData), "payloadTypes": .string(hasData ? ", \(name)" : ""),
            "identityType": .string(identityType), "fields": .list(fields.map(\.templateValue)),
            "isGenerated": .bool(isGenerated), "initParameters": .string(initParameters),
            "isComposite": .bool(isComposite), "identityFields": .list(identityFields.map(\.templateValue)),
            "identityInitParameters": .string(identityInitParameters),
            "identityArguments": .string(identityArguments),
            "identityDescription": .string(identityDescription), "identityFieldName": .string(identityFieldName),
            "reuseIdentifierLiteral": .string(reuseIdentifierLiteral),
        ])
    }
}

extension RenderModel.Field {
    /// The field as a dictionary.
    var templateValue: TemplateValue {
        .dictionary(["name": .string(name), "type": .string(type)])
    }
}

extension RenderModel.Section {
    /// The section's case and literals as a dictionary; `hasX` says
    /// whether the optional view class `x` is given.
    var templateValue: TemplateValue {
        .dictionary([
            "caseName": .string(caseName), "caseDeclaration": .string(caseDeclaration),
            "headerPattern": .string(headerPattern), "headerLiteral": .string(headerLiteral),
            "footerPattern": .string(footerPattern), "footerLiteral": .string(footerLiteral),
            "allowedKindsLiteral": .string(allowedKindsLiteral),
            "identityCaseDeclaration": .string(identityCaseDeclaration),
            "identityPattern": .string(identityPattern), "identityValue": .string(identityValue),
            "payloadPattern": .string(payloadPattern),
            "payloadTypes": .string(payloadTypes), "payloadArguments": .string(payloadArguments),
            "hasTableHeaderView": .bool(tableHeaderView != nil), "tableHeaderView": .string(tableHeaderView ?? ""),
            "hasTableFooterView": .bool(tableFooterView != nil), "tableFooterView": .string(tableFooterView ?? ""),
            "hasCollectionHeaderView": .bool(collectionHeaderView != nil),
            "collectionHeaderView": .string(collectionHeaderView ?? ""),
            "hasCollectionFooterView": .bool(collectionFooterView != nil),
            "collectionFooterView": .string(collectionFooterView ?? ""),
            "headerMember": .string(headerMember), "footerMember": .string(footerMember),
        ])
    }
}

extension RenderModel.CellView {
    /// The cell view's names and types as a dictionary; `isCollection` is
    /// true for a collection view's cells, which have typed registrations.
    var templateValue: TemplateValue {
        .dictionary([
            "structName": .string(structName), "viewName": .string(viewName), "viewType": .string(viewType),
            "cellBase": .string(cellBase),
            "registerLabel": .string(registerLabel), "dequeueLabel": .string(dequeueLabel),
            "rxDataSourceType": .string(rxDataSourceType), "diffableDataSourceType": .string(diffableDataSourceType),
            "isCollection": .bool(viewType == "UICollectionView"),
            "cells": .list(cells.map(\.templateValue)),
            "hasTableToggles": .bool(viewType == "UITableView" && cells.contains { $0.listContent?.toggle != nil }),
            "styleCells": .list(styleCells.map { .dictionary(["name": .string($0.name), "style": .string($0.style)]) }),
        ])
    }
}

extension RenderModel.Cell {
    /// The cell's case and types as a dictionary; `parameterTypes` is what
    /// its configuration closure takes, `BannerCell, Banner`, or the cell
    /// type alone for a kind without data; `valueType` is the item type of
    /// its cell registration, `Void` for a kind without data.
    var templateValue: TemplateValue {
        .dictionary([
            "caseName": .string(caseName),
            "parameterTypes": .string(hasData ? "\(cellType), \(itemType)" : cellType),
            "cellType": .string(cellType), "callLabel": .string(callLabel),
            "hasData": .bool(hasData), "itemType": .string(itemType),
            "valueType": .string(hasData ? itemType : "Void"),
            "registeredType": .string(registeredType),
            "hasListContent": .bool(listContent != nil), "hasSwitch": .bool(listContent?.toggle != nil),
            "listContent": listContent?.templateValue ?? .dictionary([:]),
        ])
    }
}

extension RenderModel.ListContent {
    /// The content's field names and UIKit names as a dictionary; a flag
    /// `hasX` says whether the optional `x` is given.
    var templateValue: TemplateValue {
        .dictionary([
            "text": .string(text),
            "secondaryText": .string(secondaryText ?? ""), "hasSecondaryText": .bool(secondaryText != nil),
            "image": .string(image ?? ""), "hasImage": .bool(image != nil),
            "imageIsOptional": .bool(imageIsOptional),
            "toggle": .string(toggle ?? ""), "switchChangedName": .string(switchChangedName),
            "configuration": .string(configuration),
            "tableAccessory": .string(tableAccessory), "listAccessories": .string(listAccessories),
        ])
    }
}

extension RenderModel.RowView {
    /// The row's case and types as a dictionary; `parameterTypes` is what
    /// its view builder takes, the item type, or nothing for a kind without
    /// data.
    var templateValue: TemplateValue {
        .dictionary([
            "caseName": .string(caseName), "parameterTypes": .string(hasData ? itemType : ""),
            "rowType": .string(rowType), "hasData": .bool(hasData), "itemType": .string(itemType),
        ])
    }
}

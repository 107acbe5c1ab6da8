extension RenderModel {
    /// The model as the templates' context; the keys are the names the
    /// templates in `Templates/` use.
    var templateContext: TemplateDictionary {
        [
            "access": .string(access),
            "library": library.templateValue,
            "specFileName": .string(specFileName),
            "imports": .list(imports.map(TemplateValue.string)),
            "enumName": .string(enumName),
            "sectionEnumName": .string(sectionEnumName),
            "sectionModelName": .string(sectionModelName),
            "items": .list(items.map(\.templateValue)),
            "sections": .list(sections.map(\.templateValue)),
            "hasHeaders": .bool(hasHeaders),
            "hasFooters": .bool(hasFooters),
            "hasSectionFields": .bool(hasSectionFields),
            "sectionIdentityHasFields": .bool(sectionIdentityHasFields),
            "usesTableView": .bool(usesTableView),
            "usesCollectionView": .bool(usesCollectionView),
            "tableSectionViews": tableSectionViews.templateValue,
            "collectionSectionViews": collectionSectionViews.templateValue,
            "cellViews": .list(cellViews.map(\.templateValue)),
            "rowViews": .list(rowViews.map(\.templateValue)),
            "switchesNeedDefault": .bool(switchesNeedDefault),
            "sectionSwitchesNeedDefault": .bool(sectionSwitchesNeedDefault),
        ]
    }
}

extension RenderModel.Library {
    /// The library's names and flags as a dictionary.
    var templateValue: TemplateValue {
        .dictionary([
            "itemStructConformances": .string(itemStructConformances),
            "itemConformances": .string(itemConformances),
            "sectionConformances": .string(sectionConformances),
            "pathType": .string(pathType),
            "sectionItemsName": .string(sectionItemsName),
            "hasRxDataSources": .bool(hasRxDataSources),
            "hasItemPath": .bool(hasItemPath),
            "sectionItems": .string(sectionItems),
        ])
    }
}

extension RenderModel.Item {
    /// The item as a dictionary, its fields as lists of dictionaries;
    /// `payloadTypes` is the type its case carries after a closure's first
    /// parameters, `, Banner`, or nothing for a kind without data, as a
    /// section's `payloadTypes` is.
    var templateValue: TemplateValue {
        .dictionary([
            "caseName": .string(caseName),
            "name": .string(name),
            "hasData": .bool(hasData),
            "payloadTypes": .string(hasData ? ", \(name)" : ""),
            "identityType": .string(identityType),
            "fields": .list(fields.map(\.templateValue)),
            "isGenerated": .bool(isGenerated),
            "initParameters": .string(initParameters),
            "isComposite": .bool(isComposite),
            "identityFields": .list(identityFields.map(\.templateValue)),
            "identityInitParameters": .string(identityInitParameters),
            "identityArguments": .string(identityArguments),
            "identityDescription": .string(identityDescription),
            "identityFieldName": .string(identityFieldName),
            "reuseIdentifierLiteral": .string(reuseIdentifierLiteral),
        ])
    }
}

extension RenderModel.Field {
    /// The field's escaped name and type as a dictionary.
    var templateValue: TemplateValue {
        .dictionary(["name": .string(name), "type": .string(type)])
    }
}

extension RenderModel.Section {
    /// The section's case and literals as a dictionary.
    var templateValue: TemplateValue {
        .dictionary([
            "caseName": .string(caseName),
            "caseDeclaration": .string(caseDeclaration),
            "headerPattern": .string(headerPattern),
            "headerLiteral": .string(headerLiteral),
            "footerPattern": .string(footerPattern),
            "footerLiteral": .string(footerLiteral),
            "allowedKindsLiteral": .string(allowedKindsLiteral),
            "identityCaseDeclaration": .string(identityCaseDeclaration),
            "identityPattern": .string(identityPattern),
            "identityValue": .string(identityValue),
            "payloadPattern": .string(payloadPattern),
            "payloadTypes": .string(payloadTypes),
            "payloadArguments": .string(payloadArguments),
            "hasTableHeaderView": .bool(tableHeaderView != nil),
            "tableHeaderView": .string(tableHeaderView ?? ""),
            "hasTableFooterView": .bool(tableFooterView != nil),
            "tableFooterView": .string(tableFooterView ?? ""),
            "hasCollectionHeaderView": .bool(collectionHeaderView != nil),
            "collectionHeaderView": .string(collectionHeaderView ?? ""),
            "hasCollectionFooterView": .bool(collectionFooterView != nil),
            "collectionFooterView": .string(collectionFooterView ?? ""),
            "headerMember": .string(headerMember),
            "footerMember": .string(footerMember),
        ])
    }
}

extension RenderModel.SectionViews {
    /// The view classes and closures as a dictionary; `viewClasses` is every
    /// class once, headers first, for a table's one registry of both.
    var templateValue: TemplateValue {
        .dictionary([
            "hasViews": .bool(!headerViewClasses.isEmpty || !footerViewClasses.isEmpty),
            "hasHeaderViews": .bool(!headerViewClasses.isEmpty),
            "hasFooterViews": .bool(!footerViewClasses.isEmpty),
            "closures": .list(closures.map { closure in
                .dictionary(["member": .string(closure.member), "type": .string(closure.type)])
            }),
            "headerViewClasses": .list(headerViewClasses.map(TemplateValue.string)),
            "footerViewClasses": .list(footerViewClasses.map(TemplateValue.string)),
            "viewClasses": .list(
                (headerViewClasses + footerViewClasses.filter { !headerViewClasses.contains($0) })
                    .map(TemplateValue.string)),
        ])
    }
}

extension RenderModel.CellView {
    /// The cell view's names and types as a dictionary, its cells as a list;
    /// `isCollection` is true for a collection view's cells, which have
    /// typed registrations.
    var templateValue: TemplateValue {
        .dictionary([
            "structName": .string(structName),
            "viewName": .string(viewName),
            "viewType": .string(viewType),
            "cellBase": .string(cellBase),
            "registerLabel": .string(registerLabel),
            "dequeueLabel": .string(dequeueLabel),
            "rxDataSourceType": .string(rxDataSourceType),
            "diffableDataSourceType": .string(diffableDataSourceType),
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
            "cellType": .string(cellType),
            "callLabel": .string(callLabel),
            "hasData": .bool(hasData),
            "itemType": .string(itemType),
            "valueType": .string(hasData ? itemType : "Void"),
            "registeredType": .string(registeredType),
            "hasListContent": .bool(listContent != nil),
            "hasSwitch": .bool(listContent?.toggle != nil),
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
            "secondaryText": .string(secondaryText ?? ""),
            "hasSecondaryText": .bool(secondaryText != nil),
            "image": .string(image ?? ""),
            "hasImage": .bool(image != nil),
            "imageIsOptional": .bool(imageIsOptional),
            "toggle": .string(toggle ?? ""),
            "switchChangedName": .string(switchChangedName),
            "configuration": .string(configuration),
            "tableAccessory": .string(tableAccessory),
            "listAccessories": .string(listAccessories),
        ])
    }
}

extension RenderModel.RowView {
    /// The row's case and types as a dictionary; `parameterTypes` is what
    /// its view builder takes, the item type, or nothing for a kind without
    /// data.
    var templateValue: TemplateValue {
        .dictionary([
            "caseName": .string(caseName),
            "parameterTypes": .string(hasData ? itemType : ""),
            "rowType": .string(rowType),
            "hasData": .bool(hasData),
            "itemType": .string(itemType),
        ])
    }
}

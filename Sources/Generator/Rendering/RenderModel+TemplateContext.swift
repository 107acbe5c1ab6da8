extension RenderModel {
    /// The model as the templates' context; the keys are the names the
    /// templates in `Templates/` use. In this and every dictionary below,
    /// the keys templates read most come first, since a lookup compares
    /// the keys in turn.
    var templateContext: TemplateDictionary {
        TemplateDictionary([
            .init("access", .string(access)),
            .init("library", library.templateValue),
            .init("specFileName", .string(specFileName)),
            .init("imports", .list(imports.map(TemplateValue.string))),
            .init("enumName", .string(enumName)),
            .init("sectionEnumName", .string(sectionEnumName)),
            .init("sectionModelName", .string(sectionModelName)),
            .init("items", .list(items.map(\.templateValue))),
            .init("sections", .list(sections.map(\.templateValue))),
            .init("hasHeaders", .bool(hasHeaders)),
            .init("hasFooters", .bool(hasFooters)),
            .init("hasSectionFields", .bool(hasSectionFields)),
            .init("sectionIdentityHasFields", .bool(sectionIdentityHasFields)),
            .init("usesTableView", .bool(usesTableView)),
            .init("usesCollectionView", .bool(usesCollectionView)),
            .init("tableSectionViews", tableSectionViews.templateValue),
            .init("collectionSectionViews", collectionSectionViews.templateValue),
            .init("cellViews", .list(cellViews.map(\.templateValue))),
            .init("rowViews", .list(rowViews.map(\.templateValue))),
            .init("switchesNeedDefault", .bool(switchesNeedDefault)),
            .init("sectionSwitchesNeedDefault", .bool(sectionSwitchesNeedDefault)),
        ])
    }
}

extension RenderModel.Library {
    /// The library's names and flags as a dictionary.
    var templateValue: TemplateValue {
        .dictionary(TemplateDictionary([
            .init("itemStructConformances", .string(itemStructConformances)),
            .init("itemConformances", .string(itemConformances)),
            .init("sectionConformances", .string(sectionConformances)),
            .init("pathType", .string(pathType)),
            .init("sectionItemsName", .string(sectionItemsName)),
            .init("hasRxDataSources", .bool(hasRxDataSources)),
            .init("hasItemPath", .bool(hasItemPath)),
            .init("sectionItems", .string(sectionItems)),
        ]))
    }
}

extension RenderModel.Item {
    /// The item as a dictionary, its fields as lists of dictionaries;
    /// `payloadTypes` is the type its case carries after a closure's first
    /// parameters, `, Banner`, or nothing for a kind without data, as a
    /// section's `payloadTypes` is.
    var templateValue: TemplateValue {
        .dictionary(TemplateDictionary([
            .init("caseName", .string(caseName)),
            .init("name", .string(name)),
            .init("hasData", .bool(hasData)),
            .init("payloadTypes", .string(hasData ? ", \(name)" : "")),
            .init("identityType", .string(identityType)),
            .init("fields", .list(fields.map(\.templateValue))),
            .init("isGenerated", .bool(isGenerated)),
            .init("initParameters", .string(initParameters)),
            .init("isComposite", .bool(isComposite)),
            .init("identityFields", .list(identityFields.map(\.templateValue))),
            .init("identityInitParameters", .string(identityInitParameters)),
            .init("identityArguments", .string(identityArguments)),
            .init("identityDescription", .string(identityDescription)),
            .init("identityFieldName", .string(identityFieldName)),
            .init("reuseIdentifierLiteral", .string(reuseIdentifierLiteral)),
        ]))
    }
}

extension RenderModel.Field {
    /// The field's escaped name and type as a dictionary.
    var templateValue: TemplateValue {
        .dictionary(TemplateDictionary([.init("name", .string(name)), .init("type", .string(type))]))
    }
}

extension RenderModel.Section {
    /// The section's case and literals as a dictionary.
    var templateValue: TemplateValue {
        .dictionary(TemplateDictionary([
            .init("caseName", .string(caseName)),
            .init("caseDeclaration", .string(caseDeclaration)),
            .init("headerPattern", .string(headerPattern)),
            .init("headerLiteral", .string(headerLiteral)),
            .init("footerPattern", .string(footerPattern)),
            .init("footerLiteral", .string(footerLiteral)),
            .init("allowedKindsLiteral", .string(allowedKindsLiteral)),
            .init("identityCaseDeclaration", .string(identityCaseDeclaration)),
            .init("identityPattern", .string(identityPattern)),
            .init("identityValue", .string(identityValue)),
            .init("payloadPattern", .string(payloadPattern)),
            .init("payloadTypes", .string(payloadTypes)),
            .init("payloadArguments", .string(payloadArguments)),
            .init("hasTableHeaderView", .bool(tableHeaderView != nil)),
            .init("tableHeaderView", .string(tableHeaderView ?? "")),
            .init("hasTableFooterView", .bool(tableFooterView != nil)),
            .init("tableFooterView", .string(tableFooterView ?? "")),
            .init("hasCollectionHeaderView", .bool(collectionHeaderView != nil)),
            .init("collectionHeaderView", .string(collectionHeaderView ?? "")),
            .init("hasCollectionFooterView", .bool(collectionFooterView != nil)),
            .init("collectionFooterView", .string(collectionFooterView ?? "")),
            .init("headerMember", .string(headerMember)),
            .init("footerMember", .string(footerMember)),
        ]))
    }
}

extension RenderModel.SectionViews {
    /// The view classes and closures as a dictionary; `viewClasses` is every
    /// class once, headers first, for a table's one registry of both.
    var templateValue: TemplateValue {
        .dictionary(TemplateDictionary([
            .init("hasViews", .bool(!headerViewClasses.isEmpty || !footerViewClasses.isEmpty)),
            .init("hasHeaderViews", .bool(!headerViewClasses.isEmpty)),
            .init("hasFooterViews", .bool(!footerViewClasses.isEmpty)),
            .init("closures", .list(closures.map { closure in
                .dictionary(TemplateDictionary([.init("member", .string(closure.member)), .init("type", .string(closure.type))]))
            })),
            .init("headerViewClasses", .list(headerViewClasses.map(TemplateValue.string))),
            .init("footerViewClasses", .list(footerViewClasses.map(TemplateValue.string))),
            .init("viewClasses", .list(
                (headerViewClasses + footerViewClasses.filter { !headerViewClasses.contains($0) })
                    .map(TemplateValue.string))),
        ]))
    }
}

extension RenderModel.CellView {
    /// The cell view's names and types as a dictionary, its cells as a list.
    var templateValue: TemplateValue {
        .dictionary(TemplateDictionary([
            .init("structName", .string(structName)),
            .init("viewName", .string(viewName)),
            .init("viewType", .string(viewType)),
            .init("cellBase", .string(cellBase)),
            .init("registerLabel", .string(registerLabel)),
            .init("dequeueLabel", .string(dequeueLabel)),
            .init("rxDataSourceType", .string(rxDataSourceType)),
            .init("diffableDataSourceType", .string(diffableDataSourceType)),
            .init("cells", .list(cells.map(\.templateValue))),
        ]))
    }
}

extension RenderModel.Cell {
    /// The cell's case and types as a dictionary; `parameterTypes` is what
    /// its configuration closure takes, `BannerCell, Banner`, or the cell
    /// type alone for a kind without data.
    var templateValue: TemplateValue {
        .dictionary(TemplateDictionary([
            .init("caseName", .string(caseName)),
            .init("parameterTypes", .string(hasData ? "\(cellType), \(itemType)" : cellType)),
            .init("cellType", .string(cellType)), .init("callLabel", .string(callLabel)), .init("hasData", .bool(hasData)),
            .init("itemType", .string(itemType)),
        ]))
    }
}

extension RenderModel.RowView {
    /// The row's case and types as a dictionary; `parameterTypes` is what
    /// its view builder takes, the item type, or nothing for a kind without
    /// data.
    var templateValue: TemplateValue {
        .dictionary(TemplateDictionary([
            .init("caseName", .string(caseName)), .init("parameterTypes", .string(hasData ? itemType : "")),
            .init("rowType", .string(rowType)), .init("hasData", .bool(hasData)), .init("itemType", .string(itemType)),
        ]))
    }
}

extension RenderModel {
    /// The model as the template engine's context; the keys are the names
    /// the templates in `Templates/` use. Nil when its text passes the 2 GiB
    /// a context can address.
    var templateContext: TemplateContext? {
        // An item has about 26 entries with its fields, and 3 more in each view's cells.
        let expectedEntries = items.count * (26 + 3 * cellViews.count) + sections.count * 5 + 64
        return TemplateContextBuilder.context(expectedEntries: expectedEntries) { context in
            context.add("specFileName", string: specFileName)
            context.add("access", string: access)
            context.add("imports", context.list(imports) { context, module in context.string(module) })
            context.add("enumName", string: enumName)
            context.add("sectionEnumName", string: sectionEnumName)
            context.add("sectionModelName", string: sectionModelName)
            context.add("items", context.list(items) { context, item in item.templateValue(in: &context) })
            context.add("sections", context.list(sections) { context, section in section.templateValue(in: &context) })
            context.add("hasHeaders", bool: hasHeaders)
            context.add("hasFooters", bool: hasFooters)
            context.add("cellViews", context.list(cellViews) { context, view in view.templateValue(in: &context) })
            context.add("switchesNeedDefault", bool: switchesNeedDefault)
            context.add("sectionSwitchesNeedDefault", bool: sectionSwitchesNeedDefault)
            context.add("library", library.templateValue(in: &context))
        }
    }
}

extension RenderModel.Library {
    /// The library's names and flags as a dictionary value built in `context`.
    func templateValue(in context: inout TemplateContextBuilder) -> TemplateContext.Value {
        context.dictionary { library in
            library.add("itemStructConformances", string: itemStructConformances)
            library.add("itemConformances", string: itemConformances)
            library.add("sectionConformances", string: sectionConformances)
            library.add("pathType", string: pathType)
            library.add("hasRxDataSources", bool: hasRxDataSources)
        }
    }
}

extension RenderModel.Item {
    /// The item as a dictionary value built in `context`, its fields as lists of dictionaries.
    func templateValue(in context: inout TemplateContextBuilder) -> TemplateContext.Value {
        context.dictionary { item in
            item.add("name", string: name)
            item.add("caseName", string: caseName)
            item.add("isGenerated", bool: isGenerated)
            item.add("fields", item.list(fields) { context, field in field.templateValue(in: &context) })
            item.add("initParameters", string: initParameters)
            item.add("isComposite", bool: isComposite)
            item.add("identityFields", item.list(identityFields) { context, field in field.templateValue(in: &context) })
            item.add("identityInitParameters", string: identityInitParameters)
            item.add("identityArguments", string: identityArguments)
            item.add("identityDescription", string: identityDescription)
            item.add("identityType", string: identityType)
            item.add("identityFieldName", string: identityFieldName)
            item.add("reuseIdentifierLiteral", string: reuseIdentifierLiteral)
        }
    }
}

extension RenderModel.Field {
    /// The field's escaped name and type as a dictionary value built in `context`.
    func templateValue(in context: inout TemplateContextBuilder) -> TemplateContext.Value {
        context.dictionary { field in
            field.add("name", string: name)
            field.add("type", string: type)
        }
    }
}

extension RenderModel.Section {
    /// The section's case and literals as a dictionary value built in `context`.
    func templateValue(in context: inout TemplateContextBuilder) -> TemplateContext.Value {
        context.dictionary { section in
            section.add("caseName", string: caseName)
            section.add("caseDeclaration", string: caseDeclaration)
            section.add("headerLiteral", string: headerLiteral)
            section.add("footerLiteral", string: footerLiteral)
            section.add("allowedKindsLiteral", string: allowedKindsLiteral)
        }
    }
}

extension RenderModel.CellView {
    /// The cell view's names and types as a dictionary value built in `context`, its cells as a list.
    func templateValue(in context: inout TemplateContextBuilder) -> TemplateContext.Value {
        context.dictionary { view in
            view.add("structName", string: structName)
            view.add("viewName", string: viewName)
            view.add("viewType", string: viewType)
            view.add("cellBase", string: cellBase)
            view.add("registerLabel", string: registerLabel)
            view.add("dequeueLabel", string: dequeueLabel)
            view.add("rxDataSourceType", string: rxDataSourceType)
            view.add("diffableDataSourceType", string: diffableDataSourceType)
            view.add("cells", view.list(cells) { context, cell in cell.templateValue(in: &context) })
        }
    }
}

extension RenderModel.Cell {
    /// The cell's case and types as a dictionary value built in `context`.
    func templateValue(in context: inout TemplateContextBuilder) -> TemplateContext.Value {
        context.dictionary { cell in
            cell.add("caseName", string: caseName)
            cell.add("cellType", string: cellType)
            cell.add("itemType", string: itemType)
        }
    }
}

extension RenderModel {
    /// The model as the template engine's context; the keys are the names
    /// the templates in `Templates/` use.
    var templateContext: [String: TemplateValue] {
        [
            "specFileName": .string(specFileName),
            "access": .string(access),
            "imports": .list(imports.map(TemplateValue.string)),
            "enumName": .string(enumName),
            "sectionEnumName": .string(sectionEnumName),
            "sectionModelName": .string(sectionModelName),
            "items": .list(items.map(\.templateValue)),
            "sections": .list(sections.map(\.templateValue)),
            "hasHeaders": .bool(hasHeaders),
            "hasFooters": .bool(hasFooters),
            "cellViews": .list(cellViews.map(\.templateValue)),
            "switchesNeedDefault": .bool(switchesNeedDefault),
            "sectionSwitchesNeedDefault": .bool(sectionSwitchesNeedDefault),
            "library": library.templateValue,
        ]
    }
}

extension RenderModel.Library {
    var templateValue: TemplateValue {
        .dictionary([
            "itemStructConformances": .string(itemStructConformances),
            "itemConformances": .string(itemConformances),
            "sectionConformances": .string(sectionConformances),
            "pathType": .string(pathType),
            "hasRxDataSources": .bool(hasRxDataSources),
        ])
    }
}

extension RenderModel.Item {
    var templateValue: TemplateValue {
        .dictionary([
            "name": .string(name),
            "caseName": .string(caseName),
            "isGenerated": .bool(isGenerated),
            "fields": .list(fields.map(\.templateValue)),
            "initParameters": .string(initParameters),
            "isComposite": .bool(isComposite),
            "identityFields": .list(identityFields.map(\.templateValue)),
            "identityInitParameters": .string(identityInitParameters),
            "identityArguments": .string(identityArguments),
            "identityDescription": .string(identityDescription),
            "identityType": .string(identityType),
            "identityFieldName": .string(identityFieldName),
            "reuseIdentifierLiteral": .string(reuseIdentifierLiteral),
        ])
    }
}

extension RenderModel.Field {
    var templateValue: TemplateValue {
        .dictionary(["name": .string(name), "type": .string(type)])
    }
}

extension RenderModel.Section {
    var templateValue: TemplateValue {
        .dictionary([
            "caseName": .string(caseName),
            "caseDeclaration": .string(caseDeclaration),
            "headerLiteral": .string(headerLiteral),
            "footerLiteral": .string(footerLiteral),
            "allowedKindsLiteral": .string(allowedKindsLiteral),
        ])
    }
}

extension RenderModel.CellView {
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
            "cells": .list(cells.map(\.templateValue)),
        ])
    }
}

extension RenderModel.Cell {
    var templateValue: TemplateValue {
        .dictionary([
            "caseName": .string(caseName),
            "cellType": .string(cellType),
            "itemType": .string(itemType),
        ])
    }
}

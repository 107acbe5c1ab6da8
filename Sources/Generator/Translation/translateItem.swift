/// Translates one validated item kind into what the templates render.
func translateItem(_ item: ValidatedSpec.Item) -> RenderModel.Item {
    var translated = RenderModel.Item(
        name: item.name, caseName: escapedIdentifier(item.caseName), isGenerated: false, hasData: true,
        payloadTypes: ", " + item.name, fields: [],
        initParameters: "", isComposite: false, identityFields: [], identityInitParameters: "",
        identityArguments: "", identityDescription: "", identityType: "", identityFieldName: "",
        reuseIdentifierLiteral: swiftStringLiteral(item.reuseIdentifier),
        accessibilityPattern: "", accessibilityParts: "",
        behaviour: translateBehaviour(item)
    )
    translated.accessibilityPattern = "." + translated.caseName + "(let identity)"
    switch item.content {
    case .external(let identityType):
        translated.identityType = identityType.text
    case .noData:
        translated.hasData = false
        translated.payloadTypes = ""
        translated.accessibilityPattern = "." + translated.caseName
    case .fields(let fields, let identity):
        translated.isGenerated = true
        translated.fields = fields.map(translateField)
        translated.initParameters = initParameters(fields)
        switch identity {
        case .single(let field):
            translated.identityDescription = "`\(field.name)`"
            translated.identityType = field.type.text
            translated.identityFieldName = escapedIdentifier(field.name)
        case .composite(let parts):
            translated.isComposite = true
            translated.identityFields = parts.map(translateField)
            translated.identityInitParameters = initParameters(parts)
            translated.identityArguments = parts
                .map { "\(argumentLabel($0.name)): \(escapedIdentifier($0.name))" }
                .joined(separator: ", ")
            // "`a`", "`a` and `b`", "`a`, `b` and `c`".
            let names = parts.map { "`\($0.name)`" }
            translated.identityDescription = names.count > 1
                ? names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
                : names.first ?? ""
            translated.identityType = item.name + ".Identity"
        }
    }
    translated.accessibilityParts = identifierParts(item, isComposite: translated.isComposite)
    return translated
}

/// The parts of the kind's accessibility identifier
/// (`accessibilityIdentifierParts`), as the arguments of the generated
/// `identifierText(_:)`.
private func identifierParts(_ item: ValidatedSpec.Item, isComposite: Bool) -> String {
    let parts = item.accessibilityIdentifierParts
    // The runtime reads the parts as fixed text and value in turn, starting
    // with fixed text (Validation keeps two placeholders apart).
    var arguments: [String] = []
    var text: String? = ""
    for part in parts {
        switch part {
        case .literal(let literal): text = (text ?? "") + literal
        case .placeholder(let name):
            arguments.append(swiftStringLiteral(text ?? ""))
            arguments.append(isComposite ? "identity." + escapedIdentifier(name) : "identity")
            text = nil
        }
    }
    if let text, !text.isEmpty || arguments.isEmpty { arguments.append(swiftStringLiteral(text)) }
    return arguments.joined(separator: ", ")
}

/// Translates what a kind's rows do: its handlers, each once, in the order
/// the places first name them, and its actions in each place.
private func translateBehaviour(_ item: ValidatedSpec.Item) -> RenderModel.Behaviour {
    let behaviour = item.behaviour
    var handlers: [String] = []
    for place in ValidatedSpec.ActionPlace.allCases {
        for action in behaviour.actions[place] ?? [] where !handlers.contains(escapedIdentifier(action.name)) {
            handlers.append(escapedIdentifier(action.name))
        }
    }
    if behaviour.selection == .handled { handlers.append("select") }
    let hasData = item.content != .noData
    return RenderModel.Behaviour(
        hasHandlers: behaviour.hasHandlers, handlersType: handlersTypeName(ofCase: item.caseName),
        handlerParameters: hasData ? item.name + ", ActionPlace" : "ActionPlace", handlers: handlers,
        menus: behaviour.actions.isEmpty ? [] : ValidatedSpec.ActionPlace.allCases.map { place in
            RenderModel.Menu(name: place.rawValue, actions: (behaviour.actions[place] ?? []).map(translateAction))
        },
        hasSelectHandler: behaviour.selection == .handled, isSelectionDisabled: behaviour.selection == .disabled,
        isMovable: behaviour.isMovable, isDeletable: behaviour.isDeletable)
}

/// One action: the handler it calls and how its button or menu item shows.
private func translateAction(_ action: ValidatedSpec.Action) -> RenderModel.Action {
    RenderModel.Action(
        handler: escapedIdentifier(action.name), nameLiteral: swiftStringLiteral(action.name),
        titleLiteral: swiftStringLiteral(action.title), imageLiteral: action.image.map(swiftStringLiteral) ?? "",
        styleArgument: action.style == .normal ? "" : ", style: .\(action.style.rawValue)")
}

private func translateField(_ field: ValidatedSpec.Field) -> RenderModel.Field {
    RenderModel.Field(name: escapedIdentifier(field.name), type: field.type.text)
}

/// `id: String, imageURL: URL? = nil`: optionals default to nil, as in
/// Swift's own memberwise initializers.
private func initParameters(_ fields: [ValidatedSpec.Field]) -> String {
    fields.map { "\(escapedIdentifier($0.name)): \($0.type)" + ($0.type.isOptional ? " = nil" : "") }
        .joined(separator: ", ")
}

/// Translates the items' cells for one UIKit view class: a kind without a
/// cell class for the view gets the view's base cell class.
///
/// - Parameters:
///   - translatedItems: `items` translated, in the same order.
func translateCellView(
    _ items: [ValidatedSpec.Item], translatedItems: [RenderModel.Item], view: UIKitListView
) -> RenderModel.CellView {
    let isTable = view == .table
    let cellBase = isTable ? "UIKit.UITableViewCell" : "UIKit.UICollectionViewCell"
    let cells = zip(items, translatedItems).map { item, translated in
        let cellType = (isTable ? item.tableCellClass : item.collectionCellClass) ?? cellBase
        var registeredType = cellType
        // Before iOS 14 a table cell's `UITableViewCell.CellStyle` decides where its
        // detail label is; the default style, `UITableViewCell`'s own, has none.
        // ItemizeRuntime declares a cell class of each other style.
        if isTable, let content = item.listContent, content.style != .cell || content.secondaryText != nil {
            registeredType = "ItemizeRuntime." + (content.style == .value ? "Value1StyleCell" : "SubtitleStyleCell")
        }
        return RenderModel.Cell(
            caseName: translated.caseName,
            parameterTypes: translated.hasData ? cellType + ", " + item.name : cellType,
            cellType: cellType, callLabel: argumentLabel(item.caseName), hasData: translated.hasData,
            itemType: item.name, valueType: translated.hasData ? item.name : "Swift.Void",
            listContent: item.listContent.map { translateListContent($0, caseName: item.caseName) },
            registeredType: registeredType)
    }
    return RenderModel.CellView(
        structName: isTable ? "TableCells" : "CollectionCells", viewName: isTable ? "tableView" : "collectionView",
        tableProtocol: isTable ? "TableCellTable" : "CollectionCellTable",
        viewType: isTable ? "UIKit.UITableView" : "UIKit.UICollectionView", cellBase: cellBase,
        registerLabel: isTable ? "forCellReuseIdentifier" : "forCellWithReuseIdentifier",
        dequeueLabel: isTable ? "withIdentifier" : "withReuseIdentifier",
        rxDataSourceType: isTable
            ? "RxDataSources.TableViewSectionedDataSource" : "RxDataSources.CollectionViewSectionedDataSource",
        diffableDataSourceType: isTable
            ? "UIKit.UITableViewDiffableDataSource" : "UIKit.UICollectionViewDiffableDataSource",
        isCollection: !isTable, cells: cells)
}

/// Translates a kind's list content: the field names its generated `show`
/// function reads and UIKit's names for its style and accessories.
///
/// - Parameter caseName: The kind's case name, unescaped.
private func translateListContent(_ content: ValidatedSpec.ListContent, caseName: String) -> RenderModel.ListContent {
    // A cell's default configuration is styled for its list; the others are UIKit's named styles.
    let configuration = switch content.style {
    case .cell: "cell.defaultContentConfiguration()"
    case .value: "UIKit.UIListContentConfiguration.valueCell()"
    case .subtitle: "UIKit.UIListContentConfiguration.subtitleCell()"
    }
    return RenderModel.ListContent(
        text: escapedIdentifier(content.text.name),
        secondaryText: content.secondaryText.map { escapedIdentifier($0.name) } ?? "",
        image: content.image.map { escapedIdentifier($0.name) } ?? "",
        imageIsOptional: content.image?.type.text == "String?",
        toggle: content.toggle.map { escapedIdentifier($0.name) } ?? "",
        switchChangedName: caseName + "Changed",
        configuration: configuration,
        tableAccessory: content.accessories.first.map { "." + $0.rawValue } ?? ".none",
        listAccessories: content.accessories.map { "." + $0.rawValue + "()" }.joined(separator: ", "))
}

/// Translates the items into the rows of the SwiftUI view table: each
/// kind's view type is a generic parameter named after its case (`card` ->
/// `CardRow`), lengthened while it is the name of a type the initializer
/// names (an item named `CardRow`, or the module of a qualified item type).
///
/// - Parameter translatedItems: `items` translated, in the same order.
/// - Complexity: O(*n*) for *n* items, expected.
func translateRowViews(_ items: [ValidatedSpec.Item], translatedItems: [RenderModel.Item]) -> [RenderModel.RowView] {
    // `Ads` for `Ads.Banner`: the first name of a qualified type.
    var taken = Set(items.map { String($0.name.prefix { $0 != "." }) })
    return zip(items, translatedItems).map { item, translated in
        var rowType = capitalized(item.caseName) + "Row"
        while !taken.insert(rowType).inserted { rowType += "Row" }
        return RenderModel.RowView(
            caseName: translated.caseName, parameterTypes: translated.hasData ? item.name : "", itemType: item.name,
            rowType: rowType, hasData: translated.hasData)
    }
}

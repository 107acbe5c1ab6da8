// Runs ItemizeRuntime's UIKit cell and header tables (Sources/Runtime/UIKit)
// on their own, with a hand-written table in place of a generated one:
// dequeuing the registered class with its accessibility identifier and
// place, `CellPlace.ignoring`, the cell registrations' handlers, the empty
// supplementary view of a kind nothing was registered for, the style cells,
// `targetIndexPath` for index paths of other than two indices, and a drop
// from another app. The generated tables are run by the other checks.
// Reports as check.swift says.
@_spi(StandInTap) import UIKit
import ItemizeRuntime

/// An item of two kinds, as a generated enum is.
enum Pet: IdentifiableType, Equatable, KindedItem {
    case dog(Int)
    case cat

    enum Kind: Hashable { case dog, cat }

    /// An identity that says its kind, as a generated one does for drops.
    struct Identity: Hashable, KindedItem {
        var kind: Kind
    }

    var identity: Identity { Identity(kind: kind) }
    var kind: Kind { if case .dog = self { return .dog } else { return .cat } }
}

/// A section that allows some kinds.
struct Pen: IdentifiableType, Equatable, KindRestrictedSection, Sendable {
    var name: String
    var allowedKinds: Set<Pet.Kind>
    var identity: String { name }
    func allows(_ item: Pet) -> Bool { allowedKinds.contains(item.kind) }
}

final class DogCell: UITableViewCell {}
final class DogTile: UICollectionViewCell {}

/// What a table's closures were told, in order.
@MainActor
final class Log {
    var lines: [String] = []
}

/// A hand-written table of the shape the generated `TableCells` has.
@MainActor
struct PetTableCells: TableCellTable {
    typealias CellItem = Pet
    typealias CellSectionType = Pen
    var dog: (DogCell, Int, Place) -> Void
    var cat: (UITableViewCell, Place) -> Void

    static func reuseIdentifier(of item: Pet) -> String { item.kind == .dog ? "Dog" : "Cat" }
    static func accessibilityIdentifier(of item: Pet) -> String { item.kind == .dog ? "pet.dog" : "pet.cat" }

    func configure(_ cell: UITableViewCell, with item: Pet, at place: Place) {
        switch item {
        case .dog(let value): Self.configure(cell) { (typed: DogCell) in dog(typed, value, place) }
        case .cat: Self.configure(cell) { (typed: UITableViewCell) in cat(typed, place) }
        }
    }
}

/// The same for a collection view.
@MainActor
struct PetCollectionCells: CollectionCellTable {
    typealias CellItem = Pet
    typealias CellSectionType = Pen
    var dog: (DogTile, Int, Place) -> Void
    var cat: (UICollectionViewCell, Place) -> Void

    static func reuseIdentifier(of item: Pet) -> String { item.kind == .dog ? "Dog" : "Cat" }
    static func accessibilityIdentifier(of item: Pet) -> String { item.kind == .dog ? "pet.dog" : "pet.cat" }

    func configure(_ cell: UICollectionViewCell, with item: Pet, at place: Place) {
        switch item {
        case .dog(let value): Self.configure(cell) { (typed: DogTile) in dog(typed, value, place) }
        case .cat: Self.configure(cell) { (typed: UICollectionViewCell) in cat(typed, place) }
        }
    }
}

/// A header table with one view, the header of a pen named "yard"; it
/// notes each section it is asked for.
@MainActor
final class PenHeaders: CollectionHeaderTable {
    var asked: [String] = []

    func view(
        ofKind kind: String, for section: Pen, in collectionView: UICollectionView, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        asked.append(section.name)
        return Self.viewNotDescribed(ofKind: kind, in: collectionView, at: indexPath)
    }
}

@main
struct UIKitCellTablesCheck {
    @MainActor
    static func main() {
        checkTableCells()
        checkCollectionCells()
        checkHeadersAndStyles()
        checkMovesAndDrops()
        finishChecks()
    }

    @MainActor
    static func checkTableCells() {
        let log = Log()
        let placeless: (DogCell, Int) -> Void = { _, value in log.lines.append("dog \(value)") }
        let cells = PetTableCells(
            dog: PetTableCells.Place.ignoring(placeless),
            cat: { _, place in log.lines.append("cat at \(place.indexPath) in \(place.section?.name ?? "nil")") })
        let table = UITableView(frame: .zero, style: .plain)
        PetTableCells.register(DogCell.self, as: "Dog", in: table)
        PetTableCells.register(UITableViewCell.self, as: "Cat", in: table)
        let dog = cells.cell(for: .dog(7), in: table, at: IndexPath(row: 0, section: 0))
        check(dog is DogCell, "the dog's cell is \(type(of: dog)), not the DogCell registered for it")
        check(dog.accessibilityIdentifier == "pet.dog", "the dog's cell is identified as \(dog.accessibilityIdentifier ?? "nil")")
        let pen = Pen(name: "yard", allowedKinds: [.cat])
        _ = cells.cell(for: .cat, in: pen, of: table, at: IndexPath(row: 1, section: 0))
        _ = cells.cell(for: .cat, in: table, at: IndexPath(row: 2, section: 0))
        check(
            log.lines == ["dog 7", "cat at [0, 1] in yard", "cat at [0, 2] in nil"],
            "the closures were told \(log.lines)")
    }

    @MainActor
    static func checkCollectionCells() {
        let log = Log()
        let cells = PetCollectionCells(
            dog: { _, value, place in log.lines.append("dog \(value) at \(place.indexPath), \(place.section == nil)") },
            cat: PetCollectionCells.Place.ignoring(cell: { _ in log.lines.append("cat") }))
        let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        PetCollectionCells.register(DogTile.self, as: "Dog", in: grid)
        PetCollectionCells.register(UICollectionViewCell.self, as: "Cat", in: grid)
        let tile = cells.cell(for: .dog(3), in: grid, at: IndexPath(item: 4, section: 0))
        check(tile is DogTile && tile.accessibilityIdentifier == "pet.dog", "the dog's tile is \(type(of: tile))")
        let dogs: UICollectionView.CellRegistration<DogTile, Int> = cells.registration(Pet.dog)
        let cats: UICollectionView.CellRegistration<UICollectionViewCell, Void> = cells.registration(for: .cat)
        _ = grid.dequeueConfiguredReusableCell(using: dogs, for: IndexPath(item: 5, section: 0), item: 9)
        _ = grid.dequeueConfiguredReusableCell(using: cats, for: IndexPath(item: 6, section: 0), item: ())
        check(
            log.lines == ["dog 3 at [0, 4], true", "dog 9 at [0, 5], true", "cat"],
            "the registrations' handlers told \(log.lines)")
    }

    @MainActor
    static func checkHeadersAndStyles() {
        let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        PenHeaders.registerEmptyViews(in: grid)
        // A kind nothing was registered for: the stand-in traps on dequeuing one.
        let badge = PenHeaders.viewNotDescribed(ofKind: "badge", in: grid, at: IndexPath(item: 0, section: 0))
        let global = PenHeaders.emptyView(ofKind: "global-header", in: grid, at: IndexPath(index: 0))
        check(type(of: badge) == UICollectionReusableView.self, "the badge is \(type(of: badge))")
        check(type(of: global) == UICollectionReusableView.self, "the global header is \(type(of: global))")
        // The section lookup of the data sources' providers: an index path
        // of no section gets an empty view, the rest their section's.
        let headers = PenHeaders()
        let pens = [Pen(name: "yard", allowedKinds: [.dog])]
        let header = UICollectionView.elementKindSectionHeader
        let section: (Int) -> Pen? = { pens.indices.contains($0) ? pens[$0] : nil }
        let inGlobal = headers.view(ofKind: header, at: IndexPath(index: 0), in: grid, sectionAt: section)
        let inNone = headers.view(ofKind: header, at: IndexPath(item: 0, section: 3), in: grid, sectionAt: section)
        _ = headers.view(ofKind: header, at: IndexPath(item: 0, section: 0), in: grid, sectionAt: section)
        check(
            type(of: inGlobal) == UICollectionReusableView.self && type(of: inNone) == UICollectionReusableView.self,
            "an index path of no section got \(type(of: inGlobal)) and \(type(of: inNone))")
        check(headers.asked == ["yard"], "the headers were asked for the sections \(headers.asked)")
        let value1 = Value1StyleCell(style: .default, reuseIdentifier: "Value")
        let subtitle = SubtitleStyleCell(style: .default, reuseIdentifier: "Subtitle")
        check(value1.detailTextLabel != nil && subtitle.detailTextLabel != nil, "a style cell has no detail label")
    }

    @MainActor
    static func checkMovesAndDrops() {
        let sections = [
            AnimatableSectionModel(model: Pen(name: "kennel", allowedKinds: [.dog]), items: [Pet.dog(1)]),
            AnimatableSectionModel(model: Pen(name: "cattery", allowedKinds: [.cat]), items: [Pet.cat]),
        ]
        let dog = IndexPath(row: 0, section: 0)
        check(Pen.targetIndexPath(forMoveFrom: dog, toProposed: IndexPath(row: 0, section: 1), in: sections) == dog,
              "a dog was let into the cattery")
        check(Pen.targetIndexPath(forMoveFrom: dog, toProposed: IndexPath(row: 1, section: 0), in: sections)
                  == IndexPath(row: 1, section: 0), "a dog was kept from its kennel")
        check(Pen.targetIndexPath(forMoveFrom: dog, toProposed: IndexPath(index: 0), in: sections) == dog,
              "a proposal of one index moved the dog")
        check(Pen.targetIndexPath(forMoveFrom: IndexPath(index: 0), toProposed: dog, in: sections) == IndexPath(index: 0),
              "a source of one index moved")
        #if !os(tvOS)
            let foreign = Pen.tableDropProposal(
                for: StandInDropSession(itemsFromAnotherApp: 1), at: dog, in: sections, over: UITableView(frame: .zero, style: .plain))
            check(foreign.operation == .cancel, "a drop from another app is \(foreign.operation), not cancelled")
        #endif
    }
}

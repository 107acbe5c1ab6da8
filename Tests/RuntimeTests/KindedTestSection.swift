import ItemizeRuntime

/// An item of one of two kinds, as a generated item enum is.
enum Pet: IdentifiableType, Equatable, KindedItem, CustomStringConvertible {
    case dog(Int)
    case cat(Int)

    enum Kind: Hashable, CustomStringConvertible {
        case dog, cat
        var description: String { self == .dog ? "dog" : "cat" }
    }

    var identity: Int {
        switch self {
        case let .dog(id), let .cat(id): id
        }
    }

    var kind: Kind {
        switch self {
        case .dog: .dog
        case .cat: .cat
        }
    }

    var description: String { "\(kind)(\(identity))" }
}

/// A section that allows only some kinds, as a generated section enum does;
/// `title` is header data, not identity.
struct Pen: IdentifiableType, Equatable, KindRestrictedSection, CustomStringConvertible {
    var name: String
    var allowedKinds: Set<Pet.Kind>
    var title = ""
    var identity: String { name }
    func allows(_ item: Pet) -> Bool { allowedKinds.contains(item.kind) }
    var description: String { name }
}

typealias PenSection = AnimatableSectionModel<Pen, Pet>

/// A pen for dogs only.
func kennel(_ pets: [Pet], title: String = "") -> PenSection {
    PenSection(model: Pen(name: "kennel", allowedKinds: [.dog], title: title), items: pets)
}

/// A pen for cats only.
func cattery(_ pets: [Pet], title: String = "") -> PenSection {
    PenSection(model: Pen(name: "cattery", allowedKinds: [.cat], title: title), items: pets)
}

// Stand-in for ra1028/DifferenceKit Sources/Differentiable.swift: a
// composition, not a protocol of its own.
public typealias Differentiable = ContentIdentifiable & ContentEquatable

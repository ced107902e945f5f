//! Fixed-size bitsets of capability atoms.
//!
//! A conjunction is tested, joined and compared millions of times during
//! inference, so it is a plain array of words: union, subset and group
//! checks are a handful of word operations and never allocate.

use std::fmt;

/// Number of 64-bit words in an [`AtomSet`]; the definitions parser rejects
/// files declaring more than [`MAX_ATOMS`] atoms.
const WORDS: usize = 4;

/// The most atoms a definitions file may declare.
pub const MAX_ATOMS: usize = WORDS * 64;

/// The index of an atom in its [`crate::Definitions`] (declaration order).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct AtomId(pub(crate) u16);

impl AtomId {
    /// The atom's position in declaration order.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The atom at position `index` (below [`MAX_ATOMS`]).
    pub(crate) fn from_index(index: usize) -> AtomId {
        AtomId(index as u16)
    }
}

/// A set of atoms; read as a conjunction (all of them hold).
///
/// The derived order (word by word) is arbitrary but total, which is all the
/// canonical form of a requirement needs to sort its conjunctions.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct AtomSet([u64; WORDS]);

impl AtomSet {
    /// The empty set: the conjunction that holds everywhere.
    pub const EMPTY: AtomSet = AtomSet([0; WORDS]);

    /// The set holding only `atom`.
    pub fn single(atom: AtomId) -> AtomSet {
        let mut set = AtomSet::EMPTY;
        set.insert(atom);
        set
    }

    /// The set with these bits (the build script's tables).
    pub(crate) const fn from_words(words: [u64; WORDS]) -> AtomSet {
        AtomSet(words)
    }

    /// The set's bits, word by word.
    pub fn words(&self) -> [u64; WORDS] {
        self.0
    }

    /// Adds `atom` to the set.
    pub fn insert(&mut self, atom: AtomId) {
        self.0[atom.index() / 64] |= 1 << (atom.index() % 64);
    }

    /// Whether `atom` is in the set.
    pub fn contains(&self, atom: AtomId) -> bool {
        self.0[atom.index() / 64] & (1 << (atom.index() % 64)) != 0
    }

    /// The union of the two sets.
    #[must_use]
    pub fn union(&self, other: &AtomSet) -> AtomSet {
        AtomSet(std::array::from_fn(|i| self.0[i] | other.0[i]))
    }

    /// The intersection of the two sets.
    #[must_use]
    pub fn intersection(&self, other: &AtomSet) -> AtomSet {
        AtomSet(std::array::from_fn(|i| self.0[i] & other.0[i]))
    }

    /// The atoms of `self` not in `other`.
    #[must_use]
    pub fn difference(&self, other: &AtomSet) -> AtomSet {
        AtomSet(std::array::from_fn(|i| self.0[i] & !other.0[i]))
    }

    /// Whether every atom of `self` is in `other`.
    pub fn is_subset(&self, other: &AtomSet) -> bool {
        self.0.iter().zip(&other.0).all(|(a, b)| a & !b == 0)
    }

    /// Whether the set has no atoms.
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    /// Number of atoms in the set.
    pub fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// The atoms, in declaration order.
    pub fn iter(&self) -> impl Iterator<Item = AtomId> + '_ {
        self.0.iter().enumerate().flat_map(|(word_index, &word)| {
            (0..64u16).filter(move |bit| word & (1 << bit) != 0).map(move |bit| AtomId(word_index as u16 * 64 + bit))
        })
    }
}

impl fmt::Debug for AtomSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter().map(AtomId::index)).finish()
    }
}

impl FromIterator<AtomId> for AtomSet {
    fn from_iter<I: IntoIterator<Item = AtomId>>(iter: I) -> AtomSet {
        let mut set = AtomSet::EMPTY;
        for atom in iter {
            set.insert(atom);
        }
        set
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn insert_contains_iter_across_words() {
        let set: AtomSet = [AtomId(0), AtomId(63), AtomId(64), AtomId(255)].into_iter().collect();
        assert!(set.contains(AtomId(64)) && !set.contains(AtomId(65)));
        assert_eq!(set.iter().map(AtomId::index).collect::<Vec<_>>(), [0, 63, 64, 255]);
        assert_eq!(set.len(), 4);
    }

    #[test]
    fn subset_union_intersection() {
        let a = AtomSet::single(AtomId(3));
        let b = a.union(&AtomSet::single(AtomId(100)));
        assert!(a.is_subset(&b) && !b.is_subset(&a));
        assert_eq!(b.intersection(&AtomSet::single(AtomId(100))), AtomSet::single(AtomId(100)));
        assert!(AtomSet::EMPTY.is_subset(&a) && AtomSet::EMPTY.is_empty());
    }
}

//! The capability definitions: parsing the line-based definitions file into
//! atom ids, implication closures, exclusive groups and expanded aliases.
//!
//! The build script runs this parser over `defs/capabilities.txt` and emits
//! the result as tables; [`Definitions::builtin`] (`builtin.rs`) indexes
//! those tables once, at first use. Tests parse small universes of their own
//! with the same parser.

use std::fmt;

use rustc_hash::FxHashMap;

use crate::atom_set::{AtomId, AtomSet, MAX_ATOMS};
use crate::requirement::Requirement;

/// What a name in a `[require]` list or an alias body stands for.
#[derive(Clone, Debug)]
enum Name {
    Atom(AtomId),
    Alias(Requirement),
}

/// A parsed definitions file: everything the lattice needs to know about atoms.
#[derive(Clone, Debug)]
pub struct Definitions {
    /// Atom names, indexed by [`AtomId`].
    atom_names: Vec<String>,
    /// For each atom, itself plus every atom it implies, transitively.
    closures: Vec<AtomSet>,
    /// Named groups of which at most one atom may hold at once.
    exclusive_groups: Vec<(String, AtomSet)>,
    /// Every atom and alias name.
    names: FxHashMap<String, Name>,
}

impl Definitions {
    /// Definitions from the build script's tables: each atom's name and
    /// closure, the exclusive groups, each alias's conjunctions.
    pub(crate) fn from_tables(
        atoms: &[(&str, [u64; 4])],
        groups: &[(&str, [u64; 4])],
        aliases: &[(&str, &[[u64; 4]])],
    ) -> Definitions {
        let mut defs = Definitions {
            atom_names: Vec::with_capacity(atoms.len()),
            closures: Vec::with_capacity(atoms.len()),
            exclusive_groups: groups
                .iter()
                .map(|&(name, words)| (name.to_string(), AtomSet::from_words(words)))
                .collect(),
            names: FxHashMap::default(),
        };
        for (index, &(name, closure)) in atoms.iter().enumerate() {
            defs.atom_names.push(name.to_string());
            defs.closures.push(AtomSet::from_words(closure));
            defs.names.insert(name.to_string(), Name::Atom(AtomId::from_index(index)));
        }
        for &(name, conjunctions) in aliases {
            let requirement =
                Requirement::from_conjunctions(&defs, conjunctions.iter().map(|&w| AtomSet::from_words(w)));
            defs.names.insert(name.to_string(), Name::Alias(requirement));
        }
        defs
    }

    /// The exclusive groups: name and members.
    pub fn exclusive_groups(&self) -> impl Iterator<Item = (&str, &AtomSet)> {
        self.exclusive_groups.iter().map(|(name, members)| (name.as_str(), members))
    }

    /// The aliases with their expansions, sorted by name.
    pub fn aliases(&self) -> Vec<(&str, &Requirement)> {
        let mut aliases: Vec<(&str, &Requirement)> = self
            .names
            .iter()
            .filter_map(|(name, entry)| match entry {
                Name::Alias(requirement) => Some((name.as_str(), requirement)),
                Name::Atom(_) => None,
            })
            .collect();
        aliases.sort_unstable_by_key(|(name, _)| *name);
        aliases
    }

    /// Parses a definitions file (the format is described at the top of
    /// `defs/capabilities.txt` and in the crate README).
    pub fn parse(text: &str) -> Result<Definitions, DefsError> {
        let mut defs = Definitions {
            atom_names: Vec::new(),
            closures: Vec::new(),
            exclusive_groups: Vec::new(),
            names: FxHashMap::default(),
        };
        for (line, directive) in logical_lines(text)? {
            defs.parse_directive(&directive).map_err(|kind| DefsError { line, kind })?;
        }
        Ok(defs)
    }

    /// Number of declared atoms.
    pub fn atom_count(&self) -> usize {
        self.atom_names.len()
    }

    /// The atom called `name`, if `name` is an atom (not an alias).
    pub fn atom(&self, name: &str) -> Option<AtomId> {
        match self.names.get(name) {
            Some(Name::Atom(atom)) => Some(*atom),
            _ => None,
        }
    }

    /// The name `atom` was declared with.
    pub fn atom_name(&self, atom: AtomId) -> &str {
        &self.atom_names[atom.index()]
    }

    /// `atom` plus every atom it implies, transitively.
    pub fn closure(&self, atom: AtomId) -> &AtomSet {
        &self.closures[atom.index()]
    }

    /// `set` plus every atom its atoms imply.
    pub fn close(&self, set: &AtomSet) -> AtomSet {
        set.iter().fold(*set, |closed, atom| closed.union(self.closure(atom)))
    }

    /// Whether `set` holds at most one atom of every exclusive group, i.e.
    /// whether some target and stage could provide all of it.
    pub fn is_consistent(&self, set: &AtomSet) -> bool {
        self.exclusive_groups.iter().all(|(_, group)| set.intersection(group).len() <= 1)
    }

    /// The atoms of `set` that conflict with `other`: for each exclusive
    /// group where both hold an atom and the atoms differ, `set`'s one.
    pub fn conflicting(&self, set: &AtomSet, other: &AtomSet) -> AtomSet {
        self.exclusive_groups.iter().fold(AtomSet::EMPTY, |conflicts, (_, group)| {
            let (mine, theirs) = (set.intersection(group), other.intersection(group));
            if !mine.is_empty() && !theirs.is_empty() && mine != theirs {
                conflicts.union(&mine)
            } else {
                conflicts
            }
        })
    }

    /// The atom of `set` in exclusive group `group` (`target`, `stage`), if any.
    pub fn group_member(&self, set: &AtomSet, group: &str) -> Option<AtomId> {
        let (_, members) = self.exclusive_groups.iter().find(|(name, _)| name == group)?;
        set.intersection(members).iter().next()
    }

    /// The atoms of `set` that no other atom of `set` implies: `_sm_6_6`
    /// for the closure of `_sm_6_6`. What diagnostics print.
    pub fn minimal(&self, set: &AtomSet) -> AtomSet {
        set.iter()
            .filter(|&atom| !set.iter().any(|other| other != atom && self.closure(other).contains(atom)))
            .collect()
    }

    /// The names of `set`'s atoms joined by ` + ` (`none` when empty).
    pub fn names(&self, set: &AtomSet) -> String {
        if set.is_empty() {
            return "none".to_string();
        }
        set.iter().map(|atom| self.atom_name(atom)).collect::<Vec<_>>().join(" + ")
    }

    /// The requirement a single name stands for: an atom's closure, or an
    /// alias's expansion.
    pub fn lookup(&self, name: &str) -> Option<Requirement> {
        match self.names.get(name)? {
            Name::Atom(atom) => Some(Requirement::from_conjunctions(self, [*self.closure(*atom)])),
            Name::Alias(requirement) => Some(requirement.clone()),
        }
    }

    /// The requirement of one `[require(...)]` attribute: its comma-separated
    /// names must all hold, so it is the join of what each name stands for.
    /// Aliases expand, and their disjuncts that conflict with the other names
    /// drop (`hlsl, sm_6_6` is `hlsl + _sm_6_6`).
    pub fn require(&self, arguments: &str) -> Result<Requirement, RequireError> {
        self.join_names(arguments.split(',')).map_err(|name| {
            if name.is_empty() {
                RequireError::EmptyName { arguments: arguments.to_string() }
            } else {
                RequireError::UnknownName { name }
            }
        })
    }

    /// The context a `-profile` option describes: `sm_6_6`, `glsl_450`,
    /// `spirv_1_5+SPV_KHR_ray_tracing` (names joined by `+`), `vk1.2` (the
    /// SPIR-V version of that Vulkan), or a D3D stage profile such as
    /// `cs_6_1` (the stage and `sm_6_1`).
    pub fn profile(&self, text: &str) -> Result<Requirement, RequireError> {
        let expanded = expand_profile(text.trim());
        self.join_names(expanded.split('+')).map_err(|name| {
            if name.is_empty() {
                RequireError::EmptyName { arguments: text.to_string() }
            } else {
                RequireError::UnknownName { name }
            }
        })
    }

    /// The requirement of a declaration carrying several `[require(...)]`
    /// attributes: any one of them suffices, so it is their meet.
    pub fn require_any<'a>(&self, attributes: impl IntoIterator<Item = &'a str>) -> Result<Requirement, RequireError> {
        attributes
            .into_iter()
            .try_fold(Requirement::impossible(), |any, arguments| Ok(any.meet(&self.require(arguments)?)))
    }

    /// The join of the requirements `names` stand for; on failure, the
    /// offending (trimmed) name, empty when a name is missing.
    fn join_names<'a>(&self, names: impl Iterator<Item = &'a str>) -> Result<Requirement, String> {
        names.map(str::trim).try_fold(Requirement::none(), |all, name| {
            let requirement = self.lookup(name).ok_or_else(|| name.to_string())?;
            Ok(all.join(&requirement, self))
        })
    }

    fn parse_directive(&mut self, directive: &str) -> Result<(), DefsErrorKind> {
        let (keyword, rest) = directive.split_once(char::is_whitespace).unwrap_or((directive, ""));
        match keyword {
            "atom" => self.parse_atom(rest),
            "exclusive" => self.parse_exclusive(rest),
            "alias" => self.parse_alias(rest),
            _ => Err(DefsErrorKind::UnknownDirective(keyword.to_string())),
        }
    }

    /// `atom NAME` or `atom NAME : IMPLIED...`.
    fn parse_atom(&mut self, rest: &str) -> Result<(), DefsErrorKind> {
        let (name, implied) = rest.split_once(':').unwrap_or((rest, ""));
        let name = self.new_name(name)?;
        if self.atom_names.len() == MAX_ATOMS {
            return Err(DefsErrorKind::TooManyAtoms);
        }
        let id = AtomId(self.atom_names.len() as u16);
        let mut closure = AtomSet::single(id);
        for implied in implied.split_whitespace() {
            closure = closure.union(self.closure(self.existing_atom(implied)?));
        }
        self.atom_names.push(name.clone());
        self.closures.push(closure);
        self.names.insert(name, Name::Atom(id));
        Ok(())
    }

    /// `exclusive GROUP : ATOM...`.
    fn parse_exclusive(&mut self, rest: &str) -> Result<(), DefsErrorKind> {
        let (group, members) = rest.split_once(':').ok_or(DefsErrorKind::Expected(':'))?;
        let group = validated_name(group)?;
        let members =
            members.split_whitespace().map(|member| self.existing_atom(member)).collect::<Result<AtomSet, _>>()?;
        self.exclusive_groups.push((group, members));
        Ok(())
    }

    /// `alias NAME = A + B | C ...`.
    fn parse_alias(&mut self, rest: &str) -> Result<(), DefsErrorKind> {
        let (name, body) = rest.split_once('=').ok_or(DefsErrorKind::Expected('='))?;
        let name = self.new_name(name)?;
        let expansion = body.split('|').try_fold(Requirement::impossible(), |any, conjunction| {
            let all = self.join_names(conjunction.split('+')).map_err(|name| {
                if name.is_empty() {
                    DefsErrorKind::MissingName
                } else {
                    DefsErrorKind::UnknownName(name)
                }
            })?;
            Ok(any.meet(&all))
        })?;
        self.names.insert(name, Name::Alias(expansion));
        Ok(())
    }

    /// A declared atom (not an alias) called `name`.
    fn existing_atom(&self, name: &str) -> Result<AtomId, DefsErrorKind> {
        match self.names.get(name) {
            Some(Name::Atom(atom)) => Ok(*atom),
            Some(Name::Alias(_)) => Err(DefsErrorKind::NotAnAtom(name.to_string())),
            None => Err(DefsErrorKind::UnknownName(name.to_string())),
        }
    }

    /// A valid name not declared yet.
    fn new_name(&self, name: &str) -> Result<String, DefsErrorKind> {
        let name = validated_name(name)?;
        if self.names.contains_key(&name) {
            return Err(DefsErrorKind::DuplicateName(name));
        }
        Ok(name)
    }
}

/// Rewrites the profile spellings that are not capability names: Vulkan
/// versions and D3D `xs_M_N` stage profiles.
fn expand_profile(text: &str) -> String {
    let vulkan = match text {
        "vk1.0" | "vk1.1" => Some("spirv_1_3"),
        "vk1.2" => Some("spirv_1_5"),
        "vk1.3" | "vk1.4" => Some("spirv_1_6"),
        _ => None,
    };
    if let Some(spirv) = vulkan {
        return spirv.to_string();
    }
    const STAGES: &[(&str, &str)] = &[
        ("vs", "vertex"),
        ("ps", "fragment"),
        ("gs", "geometry"),
        ("hs", "hull"),
        ("ds", "domain"),
        ("cs", "compute"),
        ("ms", "mesh"),
        ("as", "amplification"),
    ];
    text.split('+')
        .map(|part| {
            let stage = part.split_once('_').and_then(|(prefix, version)| {
                // A D3D library profile (`lib_6_6`: ray-tracing libraries)
                // names the shader model alone.
                if prefix == "lib" && version.starts_with(|c: char| c.is_ascii_digit()) {
                    return Some(format!("sm_{version}"));
                }
                let (_, stage) = STAGES.iter().find(|(p, _)| *p == prefix)?;
                version.starts_with(|c: char| c.is_ascii_digit()).then(|| format!("{stage}+sm_{version}"))
            });
            stage.unwrap_or_else(|| part.to_string())
        })
        .collect::<Vec<_>>()
        .join("+")
}

/// `name`, trimmed, if it is a non-empty identifier.
fn validated_name(name: &str) -> Result<String, DefsErrorKind> {
    let name = name.trim();
    if name.is_empty() {
        Err(DefsErrorKind::MissingName)
    } else if name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        Ok(name.to_string())
    } else {
        Err(DefsErrorKind::InvalidName(name.to_string()))
    }
}

/// The file's directives with comments stripped and `|` continuation lines
/// appended to the directive they continue, each with its first line number.
fn logical_lines(text: &str) -> Result<Vec<(usize, String)>, DefsError> {
    let mut directives: Vec<(usize, String)> = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let line = line.split_once('#').map_or(line, |(code, _)| code).trim();
        if line.is_empty() {
            continue;
        }
        match directives.last_mut() {
            Some((_, directive)) if line.starts_with('|') && directive.starts_with("alias") => {
                directive.push(' ');
                directive.push_str(line);
            }
            _ if line.starts_with('|') => {
                return Err(DefsError { line: index + 1, kind: DefsErrorKind::DanglingContinuation });
            }
            _ => directives.push((index + 1, line.to_string())),
        }
    }
    Ok(directives)
}

/// A malformed definitions file, with the (1-based) line of the directive.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DefsError {
    pub line: usize,
    pub kind: DefsErrorKind,
}

/// What is wrong with a definitions directive.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DefsErrorKind {
    UnknownDirective(String),
    MissingName,
    InvalidName(String),
    DuplicateName(String),
    /// A name used before (or without) being declared.
    UnknownName(String),
    /// An alias used where only atoms make sense (implications, groups).
    NotAnAtom(String),
    Expected(char),
    TooManyAtoms,
    /// A `|` line that follows no alias.
    DanglingContinuation,
}

impl fmt::Display for DefsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "capability definitions, line {}: ", self.line)?;
        match &self.kind {
            DefsErrorKind::UnknownDirective(word) => {
                write!(f, "unknown directive `{word}` (expected atom, exclusive or alias)")
            }
            DefsErrorKind::MissingName => write!(f, "a name is missing"),
            DefsErrorKind::InvalidName(name) => write!(f, "`{name}` is not a valid name"),
            DefsErrorKind::DuplicateName(name) => write!(f, "`{name}` is already declared"),
            DefsErrorKind::UnknownName(name) => write!(f, "`{name}` is not declared before this line"),
            DefsErrorKind::NotAnAtom(name) => write!(f, "`{name}` is an alias; only atoms are allowed here"),
            DefsErrorKind::Expected(c) => write!(f, "expected `{c}`"),
            DefsErrorKind::TooManyAtoms => write!(f, "more than {MAX_ATOMS} atoms"),
            DefsErrorKind::DanglingContinuation => write!(f, "a `|` continuation line must follow an alias"),
        }
    }
}

impl std::error::Error for DefsError {}

/// A `[require(...)]` argument list that names no requirement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RequireError {
    /// A name that is neither an atom nor an alias.
    UnknownName { name: String },
    /// An empty argument (`require()` or `require(hlsl,)`).
    EmptyName { arguments: String },
}

impl fmt::Display for RequireError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RequireError::UnknownName { name } => write!(f, "`{name}` is not a known capability"),
            RequireError::EmptyName { arguments } => write!(f, "empty capability name in `require({arguments})`"),
        }
    }
}

impl std::error::Error for RequireError {}

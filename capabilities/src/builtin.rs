//! The compiler's own capability definitions: `defs/capabilities.txt`,
//! checked and turned into tables by build.rs.

use std::sync::OnceLock;

use crate::defs::Definitions;
use crate::requirement::Requirement;
use rustc_hash::FxHashSet;

mod tables {
    include!(concat!(env!("OUT_DIR"), "/tables.rs"));
}

impl Definitions {
    /// The shipped definitions, indexed on first call (a few microseconds).
    pub fn builtin() -> &'static Definitions {
        static BUILTIN: OnceLock<Definitions> = OnceLock::new();
        BUILTIN.get_or_init(|| Definitions::from_tables(tables::ATOMS, tables::GROUPS, tables::ALIASES))
    }

    /// Whether slangc knows `name` as a capability that these definitions
    /// do not model (`defs/slang-names.txt`): accepted, constraining nothing.
    pub fn is_unmodeled(&self, name: &str) -> bool {
        static SLANG_NAMES: OnceLock<FxHashSet<&'static str>> = OnceLock::new();
        let names = SLANG_NAMES.get_or_init(|| {
            include_str!("../defs/slang-names.txt")
                .lines()
                .map(str::trim)
                .filter(|l| !l.is_empty() && !l.starts_with('#'))
                .collect()
        });
        names.contains(name) && self.lookup(name).is_none()
    }

    /// What `name` stands for: its requirement, no requirement at all for a
    /// name slangc knows and these definitions do not model, `None` for an
    /// unknown name.
    pub fn lookup_or_unmodeled(&self, name: &str) -> Option<Requirement> {
        self.lookup(name).or_else(|| self.is_unmodeled(name).then(Requirement::none))
    }
}

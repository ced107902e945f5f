//! The compiler's own capability definitions: `defs/capabilities.txt`,
//! checked and turned into tables by build.rs.

use std::sync::OnceLock;

use crate::defs::Definitions;

mod tables {
    include!(concat!(env!("OUT_DIR"), "/tables.rs"));
}

impl Definitions {
    /// The shipped definitions, indexed on first call (a few microseconds).
    pub fn builtin() -> &'static Definitions {
        static BUILTIN: OnceLock<Definitions> = OnceLock::new();
        BUILTIN.get_or_init(|| Definitions::from_tables(tables::ATOMS, tables::GROUPS, tables::ALIASES))
    }
}

//! Source files and spans. A span is a byte range in one file; line and
//! column are computed on demand from a per-file line table.

/// A loaded source file, by load order.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FileId(pub u32);

/// A byte range `lo..hi` in one file.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Span {
    pub file: FileId,
    pub lo: u32,
    pub hi: u32,
}

impl Span {
    pub fn new(file: FileId, lo: u32, hi: u32) -> Span {
        Span { file, lo, hi }
    }
    /// The smallest span covering both (same file; otherwise `self`).
    pub fn to(self, other: Span) -> Span {
        if self.file != other.file {
            return self;
        }
        Span { file: self.file, lo: self.lo.min(other.lo), hi: self.hi.max(other.hi) }
    }
}

pub struct SourceFile {
    pub name: String,
    pub text: String,
    /// Byte offset of the start of each line.
    line_starts: Vec<u32>,
    /// `#line` directives, by offset: what diagnostics and `__LINE__` call
    /// the lines from each offset on.
    line_marks: Vec<LineMark>,
}

/// The effect of a `#line N ["name"]` directive: the line starting at
/// byte `offset` is presumed to be line `line` of `name` (`None`: the
/// file's own name).
#[derive(Clone, Debug)]
struct LineMark {
    offset: u32,
    line: u32,
    name: Option<String>,
    /// `#line default`: the lines from `offset` on have their physical
    /// numbers and the file's own name again.
    physical: bool,
}

impl SourceFile {
    /// 1-based line and column (in chars) of a byte offset.
    pub fn line_col(&self, offset: u32) -> (u32, u32) {
        let line = self.line_starts.partition_point(|&s| s <= offset).saturating_sub(1);
        let start = self.line_starts[line] as usize;
        let end = (offset as usize).min(self.text.len());
        let col = self.text.get(start..end).map_or(end - start, |s| s.chars().count());
        (line as u32 + 1, col as u32 + 1)
    }

    /// The name, line and column that `#line` directives say an offset
    /// has (the physical ones where no directive precedes it).
    pub fn presumed(&self, offset: u32) -> (&str, u32, u32) {
        let (line, col) = self.line_col(offset);
        let k = self.line_marks.partition_point(|m| m.offset <= offset);
        let Some(mark) = k.checked_sub(1).map(|i| &self.line_marks[i]).filter(|m| !m.physical) else {
            return (&self.name, line, col);
        };
        let mark_line = self.line_col(mark.offset).0;
        let name = mark.name.as_deref().unwrap_or(&self.name);
        (name, mark.line.saturating_add(line - mark_line), col)
    }
}

/// Every file of a compilation (sources, includes, the core module).
#[derive(Default)]
pub struct SourceMap {
    files: Vec<SourceFile>,
}

impl SourceMap {
    pub fn add(&mut self, name: impl Into<String>, text: impl Into<String>) -> FileId {
        let text = text.into();
        let mut line_starts = vec![0];
        line_starts.extend(text.match_indices('\n').map(|(i, _)| i as u32 + 1));
        self.files.push(SourceFile { name: name.into(), text, line_starts, line_marks: Vec::new() });
        FileId(self.files.len() as u32 - 1)
    }
    /// Appends text to a file and returns the offset where it starts. The
    /// preprocessor spells the tokens it makes (`##`, `#`, `__LINE__`) in a
    /// scratch file this way, so every token's span has its spelling.
    pub fn append(&mut self, id: FileId, text: &str) -> u32 {
        let f = &mut self.files[id.0 as usize];
        let start = f.text.len() as u32;
        f.text.push_str(text);
        f.line_starts.extend(text.match_indices('\n').map(|(i, _)| start + i as u32 + 1));
        start
    }
    /// Records a `#line` directive: the line starting at `offset` is line
    /// `line` of `name` (`None`: keep the name the previous directive gave).
    /// A file included twice records the same offsets again; the newer
    /// mark replaces the older.
    pub fn add_line_mark(&mut self, id: FileId, offset: u32, line: u32, name: Option<String>) {
        let marks = &mut self.files[id.0 as usize].line_marks;
        let k = marks.partition_point(|m| m.offset < offset);
        let name = name.or_else(|| k.checked_sub(1).and_then(|i| marks[i].name.clone()));
        let mark = LineMark { offset, line, name, physical: false };
        match marks.get_mut(k) {
            Some(m) if m.offset == offset => *m = mark,
            _ => marks.insert(k, mark),
        }
    }
    /// `#line default` at `offset`: physical lines and names from there on.
    pub fn add_line_reset(&mut self, id: FileId, offset: u32) {
        let marks = &mut self.files[id.0 as usize].line_marks;
        let k = marks.partition_point(|m| m.offset < offset);
        let mark = LineMark { offset, line: 0, name: None, physical: true };
        match marks.get_mut(k) {
            Some(m) if m.offset == offset => *m = mark,
            _ => marks.insert(k, mark),
        }
    }
    /// The presumed (after `#line`) name, line and column of a span's start.
    pub fn presumed(&self, span: Span) -> (&str, u32, u32) {
        self.file(span.file).presumed(span.lo)
    }
    pub fn file(&self, id: FileId) -> &SourceFile {
        &self.files[id.0 as usize]
    }
    pub fn files(&self) -> &[SourceFile] {
        &self.files
    }
    /// The file already loaded under `name`, if any.
    pub fn find(&self, name: &str) -> Option<FileId> {
        self.files.iter().position(|f| f.name == name).map(|i| FileId(i as u32))
    }
    pub fn text(&self, span: Span) -> &str {
        self.file(span.file).text.get(span.lo as usize..span.hi as usize).unwrap_or("")
    }
    /// The IR location of the start of a span.
    pub fn ir_loc(&self, ctx: &mut nsl_ir::Context, span: Span) -> nsl_ir::Loc {
        let f = self.file(span.file);
        let (line, col) = f.line_col(span.lo);
        nsl_ir::Loc::new(ctx.add_file(&f.name), line, col)
    }
}

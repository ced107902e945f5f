//! `//TEST_INPUT:` lines: the values render-test binds to a shader's
//! parameters before it dispatches.
//!
//! Supported, in both spellings (`ubuffer(...):out,name=X` and
//! `set X = out ubuffer(...)`):
//! - `ubuffer(data=[...], stride=N, count=N)`: a storage buffer. Data items
//!   are integers (decimal or `0x` hex, a leading `-` negates as a 32-bit
//!   integer), floats (stored as f32 bits), half literals (`1.0h`, f16
//!   bits in a 32-bit slot) and names of earlier buffer inputs (their
//!   device address, two words). With `stride=1` or `2` the items are
//!   packed into bytes or 16-bit halves, as render-test packs them. A
//!   buffer bound to a pointer (or a 64-bit integer) is passed by its
//!   device address.
//! - `uniform(data=[...])`, `set X = 3`: uniform data for one parameter.
//! - `cbuffer(data=[...])`: the contents of a constant buffer.
//!
//! - `Texture1D/2D/3D/Cube(...)`, `RWTexture1D/2D/3D/Cube(...)` and
//!   `Sampler(...)`, with render-test's options and defaults ([`texture`]).
//! - `new T{a, b, ...}`, `new{...}`, `new T[...]`: objects whose items
//!   (numbers, `{...}` lists, nested objects, the inputs above) fill the
//!   parameter's fields in order, or a buffer's elements.
//!
//! Everything else render-test knows is kept as [`InputKind::Unsupported`]
//! so that a runner can skip the file and say why: multisampled and depth
//! textures, formats without generated data, combined texture-samplers,
//! acceleration structures, `root_constants`, arrays of resources,
//! aggregate values, specialization and type conformance
//! lines, `random(...)` data and `rtti(...)`/`witness(...)` data.

use crate::texture::{Content, Format, SamplerDesc, Shape, TextureDesc};

/// The largest texture a TEST_INPUT may describe, along each axis.
const MAX_TEXTURE_SIZE: u32 = 256;
/// The most layers of an array texture input.
const MAX_TEXTURE_LAYERS: u32 = 64;

/// One TEST_INPUT line.
#[derive(Debug, Clone, PartialEq)]
pub struct Input {
    /// 1-based line number.
    pub line: usize,
    /// The shader parameter it binds (`name=X`, `set X = ...`); `None`:
    /// the next parameter in declaration order.
    pub name: Option<String>,
    /// `out`: printed after the dispatch.
    pub output: bool,
    pub kind: InputKind,
}

#[derive(Debug, Clone, PartialEq)]
pub enum InputKind {
    /// `ubuffer(...)`: a storage buffer.
    Buffer(BufferData),
    /// `uniform(data=[...])` or `set X = number`: the bytes of one uniform
    /// parameter.
    Uniform(Vec<u32>),
    /// `cbuffer(data=[...])`: the contents of a constant buffer.
    CBuffer(Vec<u32>),
    /// `Texture2D(size=4, content=one)`, `RWTexture3D(format=R32Float)`...
    Texture(TextureDesc),
    /// `Sampler`, `Sampler(filteringMode=point)`.
    Sampler(SamplerDesc),
    /// `TextureSampler2D(size=4, content=one)`: a combined texture-sampler,
    /// the texture's options and the sampler's in one list.
    TextureSampler(TextureDesc, SamplerDesc),
    /// `type_conformance T:I = id`: concrete type `T` conforms to interface
    /// `I` with type id `id` (slangc's `-conformance T:I=id`), so that
    /// interface-typed data the host writes can name it.
    TypeConformance { ty: String, interface: String, id: Option<u32> },
    /// `globalExistentialType T`, `entryPointExistentialType T`,
    /// `globalSpecializationArg T`, `entryPointSpecializationArg T`: the
    /// type render-test specializes the next interface-typed parameter to
    /// (`__Dynamic`: none). Binds nothing: the runner writes interface
    /// values with their own type ids, which a specialization to the same
    /// type agrees with.
    ExistentialType(String),
    /// `new T{a, b, ...}` (`new{...}`, `new T[...]`): an object whose items
    /// fill the fields of the parameter's declared type in order (or, for
    /// a buffer type, its elements).
    Object(Object),
    /// What the input is, for a message saying it is not supported.
    Unsupported(String),
}

/// `new T{...}`: the type as written (empty for `new{...}`) and the items.
#[derive(Debug, Clone, PartialEq)]
pub struct Object {
    pub ty: String,
    pub items: Vec<Item>,
}

/// One item of an object or of a list.
#[derive(Debug, Clone, PartialEq)]
pub enum Item {
    /// A number: integer bits (a leading `-` negates as a 32-bit integer).
    Int(u32),
    Float(f32),
    /// f16 bits (`1.0h`).
    Half(u16),
    /// `{a, b}` or `[a, b]`: a vector's, an array's or a struct's items.
    List(Vec<Item>),
    /// A nested `new T{...}`.
    Object(Object),
    /// `name: value`: the field `name` of the enclosing struct.
    Named(String, Box<Item>),
    /// A resource (`ubuffer(...)`, `Texture2D(...)`, `Sampler`); `output`
    /// after `out`.
    Input {
        output: bool,
        kind: InputKind,
    },
}

/// The contents of a `ubuffer`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct BufferData {
    /// One 32-bit slot per data item.
    pub words: Vec<u32>,
    /// `stride=N` (0 when not given).
    pub stride: u32,
    /// `count=N` elements (0 when not given).
    pub count: u32,
    /// `counter=N`: the initial value of an Append/ConsumeStructuredBuffer's
    /// hidden counter.
    pub counter: Option<u32>,
    /// `data=[... name ...]`: the device address of the buffer input
    /// named `name` (an earlier input), as two 32-bit words (low, high)
    /// starting at this word index; the words hold zeros until bound.
    pub refs: Vec<(usize, String)>,
}

impl BufferData {
    /// The buffer's bytes as render-test creates it: items packed for
    /// strides 1 and 2, and at least `count * stride` bytes.
    pub fn bytes(&self) -> Vec<u8> {
        let words: Vec<u32> = match self.stride {
            s @ (1 | 2) => {
                let bits = s * 8;
                let mask = (1u32 << bits) - 1;
                let per_word = (4 / s) as usize;
                self.words
                    .chunks(per_word)
                    .map(|chunk| chunk.iter().enumerate().fold(0, |w, (j, &v)| w | (v & mask) << (j as u32 * bits)))
                    .collect()
            }
            _ => self.words.clone(),
        };
        let mut bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        let size = bytes.len().max(self.count as usize * self.stride as usize);
        bytes.resize(size, 0);
        bytes
    }
}

#[derive(Debug, Clone, PartialEq)]
enum Tok {
    Ident(String),
    Int(u32),
    Float(f32),
    Half(u16),
    Punct(char),
}

/// Parses the text after `TEST_INPUT:`. `Ok(None)`: a line with nothing
/// to bind (`render_targets`).
pub fn parse_line(text: &str, line: usize) -> Result<Option<Input>, String> {
    let tokens = lex(text)?;
    let mut p = Parser { tokens, pos: 0 };
    let mut input = Input { line, name: None, output: false, kind: InputKind::Unsupported(String::new()) };
    match p.peek_ident() {
        Some("set") => {
            p.pos += 1;
            input.name = Some(p.name()?);
            p.expect('=')?;
            input.kind = p.value_expr(&mut input.output)?;
        }
        Some("render_targets") => return Ok(None),
        Some(
            "globalExistentialType"
            | "entryPointExistentialType"
            | "globalSpecializationArg"
            | "entryPointSpecializationArg",
        ) => {
            p.pos += 1;
            input.kind = InputKind::ExistentialType(p.type_text()?);
        }
        Some("type_conformance") => {
            p.pos += 1;
            let ty = p.type_text()?;
            p.expect(':')?;
            let interface = p.type_text()?;
            let id = match p.tokens.get(p.pos) {
                Some(Tok::Punct('=')) => {
                    p.pos += 1;
                    match p.tokens.get(p.pos) {
                        Some(&Tok::Int(n)) => {
                            p.pos += 1;
                            Some(n)
                        }
                        _ => return Err("type_conformance: expected an integer type id after '='".into()),
                    }
                }
                _ => None,
            };
            p.eat(';');
            if p.pos < p.tokens.len() {
                return Err("type_conformance: unexpected text after the type id".into());
            }
            input.kind = InputKind::TypeConformance { ty, interface, id };
        }
        Some(w @ ("type" | "global_type" | "begin_array" | "begin_object" | "end")) => {
            input.kind = InputKind::Unsupported(format!("'{w}' lines"))
        }
        _ => {
            input.kind = p.value()?;
            p.bindings(&mut input)?;
        }
    }
    Ok(Some(input))
}

struct Parser {
    tokens: Vec<Tok>,
    pos: usize,
}

impl Parser {
    fn peek(&self) -> Option<&Tok> {
        self.tokens.get(self.pos)
    }
    fn peek_ident(&self) -> Option<&str> {
        match self.peek() {
            Some(Tok::Ident(s)) => Some(s),
            _ => None,
        }
    }
    fn next(&mut self) -> Option<Tok> {
        let t = self.tokens.get(self.pos).cloned();
        self.pos += 1;
        t
    }
    fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(&Tok::Punct(c)) {
            self.pos += 1;
            true
        } else {
            false
        }
    }
    fn expect(&mut self, c: char) -> Result<(), String> {
        if self.eat(c) {
            Ok(())
        } else {
            Err(format!("expected '{c}'{}", self.found()))
        }
    }
    fn found(&self) -> String {
        match self.peek() {
            None => " at the end of the line".into(),
            Some(Tok::Ident(s)) => format!(", found '{s}'"),
            Some(Tok::Punct(c)) => format!(", found '{c}'"),
            Some(_) => ", found a number".into(),
        }
    }
    fn ident(&mut self) -> Result<String, String> {
        match self.peek() {
            Some(Tok::Ident(s)) => {
                let s = s.clone();
                self.pos += 1;
                Ok(s)
            }
            _ => Err(format!("expected a name{}", self.found())),
        }
    }
    fn uint(&mut self) -> Result<u32, String> {
        match self.next() {
            Some(Tok::Int(v)) => Ok(v),
            _ => Err("expected an integer".into()),
        }
    }

    /// `a`, `a.b`, `a[2].c`.
    fn name(&mut self) -> Result<String, String> {
        let mut name = self.ident()?;
        loop {
            if self.eat('[') {
                let i = self.uint()?;
                self.expect(']')?;
                name.push_str(&format!("[{i}]"));
            } else if self.eat('.') {
                name.push('.');
                name.push_str(&self.ident()?);
            } else {
                return Ok(name);
            }
        }
    }

    /// A type as written, generic arguments included (`A.B<float, 3>`),
    /// without spaces.
    fn type_text(&mut self) -> Result<String, String> {
        let mut text = self.ident()?;
        let mut depth = 0;
        loop {
            match self.peek() {
                Some(Tok::Punct(c @ ('<' | '>' | ',' | '.'))) if *c == '<' || *c == '.' || depth > 0 => {
                    let c = *c;
                    match c {
                        '<' => depth += 1,
                        '>' => depth -= 1,
                        _ => {}
                    }
                    text.push(c);
                    self.pos += 1;
                }
                Some(Tok::Ident(s)) if depth > 0 || text.ends_with('.') => {
                    text.push_str(s);
                    self.pos += 1;
                }
                Some(&Tok::Int(n)) if depth > 0 => {
                    text.push_str(&n.to_string());
                    self.pos += 1;
                }
                _ if depth > 0 => return Err(format!("unclosed '<' in the type '{text}'")),
                _ => return Ok(text),
            }
        }
    }

    /// The right-hand side of `set X = ...`.
    fn value_expr(&mut self, output: &mut bool) -> Result<InputKind, String> {
        match self.peek().cloned() {
            Some(Tok::Punct('-')) => {
                self.pos += 1;
                Ok(InputKind::Uniform(vec![self.number(true)?]))
            }
            Some(Tok::Int(_) | Tok::Float(_) | Tok::Half(_)) => Ok(InputKind::Uniform(vec![self.number(false)?])),
            // `{a, b}`: an aggregate, its items filling the parameter's
            // fields in order, as `new{a, b}` does.
            Some(Tok::Punct('{')) => {
                let object = Object { ty: String::new(), items: self.items()? };
                Ok(unsupported_item(&object.items).map_or(InputKind::Object(object), InputKind::Unsupported))
            }
            Some(Tok::Punct('[')) => Ok(InputKind::Unsupported("array values".into())),
            Some(Tok::Ident(w)) => match w.as_str() {
                "out" => {
                    self.pos += 1;
                    *output = true;
                    self.value_expr(output)
                }
                "new" => {
                    self.pos += 1;
                    let object = self.object()?;
                    Ok(unsupported_item(&object.items).map_or(InputKind::Object(object), InputKind::Unsupported))
                }
                "specialize" | "dynamic" => Ok(InputKind::Unsupported(format!("'{w}' values"))),
                _ => self.value(),
            },
            _ => Err(format!("expected a value{}", self.found())),
        }
    }

    /// After `new`: `T{items}`, `T[items]`, `{items}`; `T` may have
    /// generic arguments.
    fn object(&mut self) -> Result<Object, String> {
        let mut ty = String::new();
        let mut depth = 0;
        loop {
            match self.peek() {
                Some(Tok::Punct('{' | '[')) if depth == 0 => break,
                None => return Err("expected '{' or '[' after 'new'".into()),
                Some(t) => {
                    match t {
                        Tok::Ident(s) => ty.push_str(s),
                        Tok::Int(n) => ty.push_str(&n.to_string()),
                        Tok::Punct(c) => {
                            match c {
                                '<' => depth += 1,
                                '>' => depth -= 1,
                                _ => {}
                            }
                            ty.push(*c);
                        }
                        _ => return Err(format!("unexpected number in the type after 'new': '{ty}'")),
                    }
                    self.pos += 1;
                }
            }
        }
        let items = self.items()?;
        Ok(Object { ty, items })
    }

    /// `{a, b, ...}` or `[a, b, ...]`, at the opening bracket.
    fn items(&mut self) -> Result<Vec<Item>, String> {
        let close = match self.next() {
            Some(Tok::Punct('{')) => '}',
            Some(Tok::Punct('[')) => ']',
            _ => return Err("expected '{' or '['".into()),
        };
        let mut items = Vec::new();
        while !self.eat(close) {
            items.push(self.item()?);
            if !self.eat(',') {
                self.expect(close)?;
                break;
            }
        }
        Ok(items)
    }

    fn item(&mut self) -> Result<Item, String> {
        match self.peek().cloned() {
            Some(Tok::Punct('-')) => {
                self.pos += 1;
                Ok(match self.next() {
                    Some(Tok::Int(v)) => Item::Int((v as i32).wrapping_neg() as u32),
                    Some(Tok::Float(f)) => Item::Float(-f),
                    Some(Tok::Half(h)) => Item::Half(h ^ 0x8000),
                    _ => return Err("expected a number after '-'".into()),
                })
            }
            Some(Tok::Int(v)) => {
                self.pos += 1;
                Ok(Item::Int(v))
            }
            Some(Tok::Float(f)) => {
                self.pos += 1;
                Ok(Item::Float(f))
            }
            Some(Tok::Half(h)) => {
                self.pos += 1;
                Ok(Item::Half(h))
            }
            Some(Tok::Punct('{' | '[')) => Ok(Item::List(self.items()?)),
            Some(Tok::Ident(w)) if w == "new" => {
                self.pos += 1;
                Ok(Item::Object(self.object()?))
            }
            Some(Tok::Ident(w)) if w == "out" => {
                self.pos += 1;
                match self.item()? {
                    Item::Input { kind, .. } => Ok(Item::Input { output: true, kind }),
                    _ => Err("'out' before a value that is not a buffer".into()),
                }
            }
            // `name: value`: render-test's fields by name.
            Some(Tok::Ident(name)) if self.tokens.get(self.pos + 1) == Some(&Tok::Punct(':')) => {
                self.pos += 2;
                Ok(Item::Named(name, Box::new(self.item()?)))
            }
            Some(Tok::Ident(_)) => Ok(Item::Input { output: false, kind: self.value()? }),
            _ => Err(format!("expected a value{}", self.found())),
        }
    }

    /// One number of a data list; `negate` after a `-`.
    fn number(&mut self, negate: bool) -> Result<u32, String> {
        match self.next() {
            Some(Tok::Int(v)) => Ok(if negate { (v as i32).wrapping_neg() as u32 } else { v }),
            Some(Tok::Float(f)) => Ok(if negate { -f } else { f }.to_bits()),
            Some(Tok::Half(h)) => Ok(u32::from(if negate { h ^ 0x8000 } else { h })),
            _ => Err("expected a number".into()),
        }
    }

    /// `ubuffer(...)`, `cbuffer(...)`, `uniform(...)`, `Texture2D(...)`...
    fn value(&mut self) -> Result<InputKind, String> {
        let word = self.ident()?;
        if let Some(texture) = texture_of(&word) {
            return self.texture(texture, None);
        }
        if let Some(texture) =
            word.strip_prefix("TextureSampler").and_then(|shape| texture_of(&format!("Texture{shape}")))
        {
            let mut sampler = SamplerDesc::default();
            return Ok(match self.texture(texture, Some(&mut sampler))? {
                InputKind::Texture(t) => InputKind::TextureSampler(t, sampler),
                other => other,
            });
        }
        if word == "Sampler" {
            return self.sampler();
        }
        let mut data = BufferData::default();
        let mut unsupported: Option<String> = None;
        let supported = matches!(word.as_str(), "ubuffer" | "RWTextureBuffer" | "uniform" | "cbuffer");
        if self.eat('(') {
            if !supported {
                self.skip_group()?;
            } else {
                while !self.eat(')') {
                    let key = self.ident()?;
                    match key.as_str() {
                        "data" => {
                            self.expect('=')?;
                            self.data(&mut data, &mut unsupported)?;
                        }
                        "stride" | "count" | "counter" => {
                            self.expect('=')?;
                            let v = self.uint()?;
                            match key.as_str() {
                                "stride" => data.stride = v,
                                "count" => data.count = v,
                                _ => data.counter = Some(v),
                            }
                        }
                        // The element format matters only for typed views.
                        "format" => {
                            self.expect('=')?;
                            self.ident()?;
                        }
                        "random" => {
                            self.expect('(')?;
                            self.skip_group()?;
                            unsupported = Some("random(...) data".into());
                        }
                        _ => return Err(format!("unsupported option '{key}' of {word}")),
                    }
                    if !self.eat(',') {
                        self.expect(')')?;
                        break;
                    }
                }
            }
        }
        if let Some(what) = unsupported {
            return Ok(InputKind::Unsupported(what));
        }
        if !data.refs.is_empty() {
            if !matches!(word.as_str(), "ubuffer" | "RWTextureBuffer") {
                return Err(format!("buffer address references in the data of {word} (only ubuffer takes them)"));
            }
            if matches!(data.stride, 1 | 2) {
                return Err(format!(
                    "buffer address references need stride 4 or more (got {}): an address is 8 bytes",
                    data.stride
                ));
            }
        }
        Ok(match word.as_str() {
            "ubuffer" | "RWTextureBuffer" => InputKind::Buffer(data),
            "uniform" => InputKind::Uniform(data.words),
            "cbuffer" => InputKind::CBuffer(data.words),
            _ => InputKind::Unsupported(format!("{word} inputs")),
        })
    }

    /// The options of a texture input, as render-test reads them.
    /// With `sampler`, a combined texture-sampler's, whose list also
    /// holds the sampler's options.
    fn texture(&mut self, mut desc: TextureDesc, mut sampler: Option<&mut SamplerDesc>) -> Result<InputKind, String> {
        let mut unsupported = None;
        self.options(|p, key| {
            match key {
                "depthCompare" | "filteringMode" if sampler.is_some() => {
                    let s = sampler.as_deref_mut().expect("checked");
                    if key == "depthCompare" {
                        s.compare = true;
                    } else {
                        p.expect('=')?;
                        s.point = p.ident()? == "point";
                    }
                }
                "depth" => unsupported = Some("depth textures".to_string()),
                "size" | "arrayLength" | "mipMaps" => {
                    p.expect('=')?;
                    let v = p.uint()?;
                    match key {
                        "size" if v == 0 => return Err("a texture of size 0".into()),
                        // Texel data is generated in memory: the sizes tests use, not gigabytes.
                        "size" if v > MAX_TEXTURE_SIZE => {
                            return Err(format!("a texture of size {v} (at most {MAX_TEXTURE_SIZE})"))
                        }
                        "arrayLength" if v > MAX_TEXTURE_LAYERS => {
                            return Err(format!("a texture of {v} layers (at most {MAX_TEXTURE_LAYERS})"))
                        }
                        "size" => desc.size = v,
                        "arrayLength" => desc.array_length = v,
                        _ => desc.mip_maps = v,
                    }
                }
                "content" => {
                    p.expect('=')?;
                    desc.content = match p.ident()?.as_str() {
                        "zero" => Content::Zero,
                        "one" => Content::One,
                        "chessboard" => Content::ChessBoard,
                        _ => Content::Gradient,
                    };
                }
                "sampleCount" => {
                    p.expect('=')?;
                    let word = p.ident()?;
                    let counts = ["one", "two", "four", "eight", "sixteen", "thirtyTwo", "sixtyFour"];
                    let i = counts.iter().position(|c| *c == word).ok_or(format!("unknown sample count '{word}'"))?;
                    desc.sample_count = 1 << i;
                }
                "format" => {
                    p.expect('=')?;
                    let name = p.ident()?;
                    match Format::by_name(&name) {
                        Some(f) => desc.format = f,
                        None => unsupported = Some(format!("textures of format {name}")),
                    }
                }
                _ => return Err(format!("unknown texture option '{key}'")),
            }
            Ok(())
        })?;
        // A multisampled texture is filled by a clear (its samples cannot be
        // copied from a buffer): uniform contents only, one level.
        if desc.sample_count > 1 {
            if !matches!(desc.content, Content::Zero | Content::One) {
                unsupported = Some("multisampled textures of other content than zero or one".into());
            } else if desc.shape != Shape::D2 {
                unsupported = Some("multisampled textures that are not 2D".into());
            } else if sampler.is_some() {
                unsupported = Some("multisampled combined texture-samplers".into());
            }
            desc.mip_maps = 1;
        }
        Ok(unsupported.map_or(InputKind::Texture(desc), InputKind::Unsupported))
    }

    fn sampler(&mut self) -> Result<InputKind, String> {
        let mut desc = SamplerDesc::default();
        self.options(|p, key| {
            match key {
                "depthCompare" => desc.compare = true,
                "filteringMode" => {
                    p.expect('=')?;
                    desc.point = p.ident()? == "point";
                }
                _ => return Err(format!("unknown sampler option '{key}'")),
            }
            Ok(())
        })?;
        Ok(InputKind::Sampler(desc))
    }

    /// `(key, key=value, ...)`, when there is a `(`: `option` reads each
    /// after its key.
    fn options(&mut self, mut option: impl FnMut(&mut Parser, &str) -> Result<(), String>) -> Result<(), String> {
        if !self.eat('(') {
            return Ok(());
        }
        while !self.eat(')') {
            let key = self.ident()?;
            option(self, &key)?;
            if !self.eat(',') {
                return self.expect(')');
            }
        }
        Ok(())
    }

    /// `[1 2 -3 4.5 0x10 1.0h name]`: a name is the device address of the
    /// buffer input of that name, two words.
    fn data(&mut self, data: &mut BufferData, unsupported: &mut Option<String>) -> Result<(), String> {
        let words = &mut data.words;
        self.expect('[')?;
        loop {
            match self.peek() {
                None => return Err("unclosed '[' in data".into()),
                Some(Tok::Punct(']')) => {
                    self.pos += 1;
                    return Ok(());
                }
                Some(Tok::Punct(',')) => self.pos += 1,
                Some(Tok::Punct('-')) => {
                    self.pos += 1;
                    words.push(self.number(true)?);
                }
                Some(Tok::Ident(name)) => {
                    let name = name.clone();
                    self.pos += 1;
                    if self.eat('(') {
                        // The older `rtti(T)`, `witness(T, I)` forms.
                        *unsupported = Some(format!("'{name}(...)' in data"));
                        self.skip_group()?;
                    } else {
                        data.refs.push((words.len(), name));
                    }
                    words.extend([0, 0]);
                }
                Some(_) => words.push(self.number(false)?),
            }
        }
    }

    /// Skips to the `)` that closes an already opened `(`.
    fn skip_group(&mut self) -> Result<(), String> {
        let mut depth = 1;
        while depth > 0 {
            match self.next() {
                Some(Tok::Punct('(')) => depth += 1,
                Some(Tok::Punct(')')) => depth -= 1,
                None => return Err("unclosed '('".into()),
                _ => {}
            }
        }
        Ok(())
    }

    /// `:out,name=X` after a value. As in render-test, anything else after
    /// the value is ignored.
    fn bindings(&mut self, input: &mut Input) -> Result<(), String> {
        if !self.eat(':') {
            return Ok(());
        }
        loop {
            match self.peek_ident() {
                Some("out") => {
                    self.pos += 1;
                    input.output = true;
                }
                Some("name") => {
                    self.pos += 1;
                    self.eat('=');
                    input.name = Some(self.name()?);
                }
                _ => return Ok(()),
            }
            self.eat(',');
        }
    }
}

/// The texture a render-test input word names.
fn texture_of(word: &str) -> Option<TextureDesc> {
    let (writable, shape) = match word.strip_prefix("RW") {
        Some(rest) => (true, rest),
        None => (false, word),
    };
    let shape = match shape {
        "Texture1D" => Shape::D1,
        "Texture2D" => Shape::D2,
        "Texture3D" => Shape::D3,
        "TextureCube" => Shape::Cube,
        _ => return None,
    };
    Some(TextureDesc::new(shape, writable))
}

/// The first unsupported input among `items`, at any depth.
fn unsupported_item(items: &[Item]) -> Option<String> {
    items.iter().find_map(|item| match item {
        Item::Input { kind: InputKind::Unsupported(what), .. } => Some(what.clone()),
        Item::List(items) | Item::Object(Object { items, .. }) => unsupported_item(items),
        Item::Named(_, item) => unsupported_item(std::slice::from_ref(item)),
        _ => None,
    })
}

fn lex(text: &str) -> Result<Vec<Tok>, String> {
    let chars: Vec<char> = text.chars().collect();
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_whitespace() {
            i += 1;
        } else if c.is_ascii_alphabetic() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            tokens.push(Tok::Ident(chars[start..i].iter().collect()));
        } else if c.is_ascii_digit() || (c == '.' && chars.get(i + 1).is_some_and(char::is_ascii_digit)) {
            let start = i;
            let hex = c == '0' && matches!(chars.get(i + 1), Some('x' | 'X'));
            while i < chars.len() {
                let d = chars[i];
                let exponent_sign = !hex && matches!(d, '+' | '-') && i > start && matches!(chars[i - 1], 'e' | 'E');
                if d.is_ascii_alphanumeric() || d == '.' || exponent_sign {
                    i += 1;
                } else {
                    break;
                }
            }
            let literal: String = chars[start..i].iter().collect();
            tokens.push(number(&literal, hex).ok_or_else(|| format!("bad number '{literal}'"))?);
        } else {
            tokens.push(Tok::Punct(c));
            i += 1;
        }
    }
    Ok(tokens)
}

fn number(literal: &str, hex: bool) -> Option<Tok> {
    if hex {
        let digits = literal[2..].trim_end_matches(['u', 'U', 'l', 'L']);
        return u32::from_str_radix(digits, 16).ok().map(Tok::Int);
    }
    if let Some(h) = literal.strip_suffix(['h', 'H']) {
        return h.parse::<f32>().ok().map(|f| Tok::Half(f32_to_f16_bits(f)));
    }
    let is_float = literal.contains(['.', 'e', 'E']) || literal.ends_with(['f', 'F']);
    if is_float {
        literal.trim_end_matches(['f', 'F']).parse::<f32>().ok().map(Tok::Float)
    } else {
        literal.trim_end_matches(['u', 'U', 'l', 'L']).parse::<u32>().ok().map(Tok::Int)
    }
}

/// IEEE binary16 bits of `f`, rounded to nearest even.
pub fn f32_to_f16_bits(f: f32) -> u16 {
    let bits = f.to_bits();
    let sign = ((bits >> 16) & 0x8000) as u16;
    let exp = ((bits >> 23) & 0xff) as i32;
    let man = bits & 0x7f_ffff;
    if exp == 0xff {
        return sign | 0x7c00 | if man != 0 { 0x200 } else { 0 };
    }
    let e = exp - 127 + 15;
    if e >= 0x1f {
        return sign | 0x7c00;
    }
    let (man, shift) = if e <= 0 {
        if e < -10 {
            return sign;
        }
        (man | 0x80_0000, (14 - e) as u32)
    } else {
        (man, 13)
    };
    let half_man = man >> shift;
    let rest = man & ((1 << shift) - 1);
    let halfway = 1 << (shift - 1);
    let mut h = if e <= 0 { half_man } else { ((e as u32) << 10) | half_man };
    if rest > halfway || (rest == halfway && h & 1 == 1) {
        h += 1;
    }
    sign | h as u16
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(text: &str) -> Input {
        parse_line(text, 1).expect("parses").expect("an input")
    }

    #[test]
    fn buffers_old_and_new_forms() {
        let a = one("ubuffer(data=[1 2 -3 0x10], stride=4):out,name=outputBuffer");
        assert_eq!(a.name.as_deref(), Some("outputBuffer"));
        assert!(a.output);
        let want =
            BufferData { words: vec![1, 2, (-3i32) as u32, 16], stride: 4, count: 0, counter: None, refs: Vec::new() };
        assert_eq!(a.kind, InputKind::Buffer(want.clone()));
        let b = one(" set outputBuffer = out ubuffer(data=[1 2 -3 0x10], stride=4)");
        assert_eq!((b.name, b.output, b.kind), (Some("outputBuffer".into()), true, InputKind::Buffer(want)));
        let c = one("ubuffer(data=[0 0], stride=4):out, name outputBuffer");
        assert_eq!(c.name.as_deref(), Some("outputBuffer"));
        // A comma where the colon belongs: no bindings, as in render-test.
        assert_eq!(one("ubuffer(data=[0], stride=4),name=buf").name, None);
    }

    #[test]
    fn data_items() {
        let InputKind::Buffer(b) = one("ubuffer(data=[1.0 -2.5 1e2 .5 1.0h -1.0h 3f])").kind else { panic!() };
        let want = [1.0f32.to_bits(), (-2.5f32).to_bits(), 100f32.to_bits(), 0.5f32.to_bits(), 0x3c00, 0xbc00];
        assert_eq!(&b.words[..6], want);
        assert_eq!(b.words[6], 3f32.to_bits());
    }

    #[test]
    fn buffer_address_references() {
        let InputKind::Buffer(b) = one("set b = ubuffer(data=[0 0 2 0 bufA 5 0], stride=4)").kind else { panic!() };
        assert_eq!(b.words, [0, 0, 2, 0, 0, 0, 5, 0]);
        assert_eq!(b.refs, [(4, "bufA".to_string())]);
        // Sub-word strides would pack an address away; uniform data takes none.
        assert!(parse_line("ubuffer(data=[bufA], stride=2)", 1).is_err());
        assert!(parse_line("uniform(data=[bufA])", 1).is_err());
        // The older rtti(...) form stays unsupported.
        assert!(matches!(one("ubuffer(data=[rtti(T) 1], stride=4)").kind, InputKind::Unsupported(_)));
    }

    #[test]
    fn packing_and_size() {
        let b = BufferData { words: vec![1, 2, 3], stride: 1, count: 0, counter: None, refs: Vec::new() };
        assert_eq!(b.bytes(), [1, 2, 3, 0]);
        let b = BufferData { words: vec![0x1234, 0x5678, 9], stride: 2, count: 0, counter: None, refs: Vec::new() };
        assert_eq!(b.bytes(), [0x34, 0x12, 0x78, 0x56, 9, 0, 0, 0]);
        let b = BufferData { words: vec![7], stride: 4, count: 3, counter: None, refs: Vec::new() };
        assert_eq!(b.bytes(), [7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    }

    #[test]
    fn uniforms_and_cbuffers() {
        assert_eq!(one("uniform(data=[3]):name=things").kind, InputKind::Uniform(vec![3]));
        assert_eq!(one("set x = -2").kind, InputKind::Uniform(vec![(-2i32) as u32]));
        assert_eq!(one("set x = 1.5").kind, InputKind::Uniform(vec![1.5f32.to_bits()]));
        let c = one("cbuffer(data=[1.0 0.0]):name matrixBuffer");
        assert_eq!((c.name.as_deref(), c.kind), (Some("matrixBuffer"), InputKind::CBuffer(vec![0x3f80_0000, 0])));
        assert_eq!(one("set a.b[2].c = 1").name.as_deref(), Some("a.b[2].c"));
    }

    #[test]
    fn unsupported_inputs_are_kept() {
        for text in [
            "RWTexture2D(format=RGBA8Sint, size=4, content = chessboard, sampleCount=two, mipMaps = 1):name o",
            "Texture1D(format=R_Float32, size=4):name t",
            "TextureSampler2D(size=4, sampleCount=two):name ts",
            "type Impl",
            "ubuffer(random(float, 4096, -1, 1), stride=4):out,name outputBuffer",
            "cbuffer(data=[rtti(MyImpl) witness(MyImpl, IInterface) 1 0], stride=4):name=gCb",
            "root_constants(data=[0 0], stride=4):",
            "array(size=2):name g_aoa.array",
        ] {
            assert!(matches!(one(text).kind, InputKind::Unsupported(_)), "{text}");
        }
        assert_eq!(parse_line("render_targets 2", 1), Ok(None));
    }

    #[test]
    fn aggregates_and_specialization_lines() {
        let t = one("set test = {out ubuffer(data=[0 0], stride=4), 3}");
        let InputKind::Object(o) = t.kind else { panic!("an object") };
        assert_eq!((o.ty.as_str(), o.items.len()), ("", 2));
        assert!(matches!(o.items[0], Item::Input { output: true, kind: InputKind::Buffer(_) }));
        assert!(matches!(one("set a = [1, 2]").kind, InputKind::Unsupported(_)));
        for text in ["globalSpecializationArg MyImpl", "entryPointExistentialType __Dynamic"] {
            assert!(matches!(one(text).kind, InputKind::ExistentialType(_)), "{text}");
        }
    }

    #[test]
    fn type_conformances() {
        let t = one("type_conformance Impl:IFoo = 3;");
        assert_eq!(t.kind, InputKind::TypeConformance { ty: "Impl".into(), interface: "IFoo".into(), id: Some(3) });
        let t = one("type_conformance Persp<float, 3>:ns.ISensor<float > = 0");
        let want = InputKind::TypeConformance {
            ty: "Persp<float,3>".into(),
            interface: "ns.ISensor<float>".into(),
            id: Some(0),
        };
        assert_eq!(t.kind, want);
        assert!(parse_line("type_conformance A<float:I", 1).is_err());
    }

    #[test]
    fn objects() {
        let t = one("set gObj = new StructuredBuffer<X>[new X{1}, new X{-2.5}];");
        let x = |item| Item::Object(Object { ty: "X".into(), items: vec![item] });
        let want = Object { ty: "StructuredBuffer<X>".into(), items: vec![x(Item::Int(1)), x(Item::Float(-2.5))] };
        assert_eq!((t.name.as_deref(), t.kind), (Some("gObj"), InputKind::Object(want)));
        let t = one("set block0 = new{ out ubuffer(data=[0 1], stride=4) }");
        let buffer =
            InputKind::Buffer(BufferData { words: vec![0, 1], stride: 4, count: 0, counter: None, refs: Vec::new() });
        let want = Object { ty: String::new(), items: vec![Item::Input { output: true, kind: buffer }] };
        assert_eq!(t.kind, InputKind::Object(want));
        let t = one("set p = new Params { new Impl<A,B<C>>{2.0, {1, 2}}, Sampler }");
        let InputKind::Object(o) = t.kind else { panic!("an object") };
        let Item::Object(inner) = &o.items[0] else { panic!("a nested object") };
        assert_eq!((o.ty.as_str(), inner.ty.as_str()), ("Params", "Impl<A,B<C>>"));
        assert_eq!(inner.items[1], Item::List(vec![Item::Int(1), Item::Int(2)]));
        assert!(matches!(o.items[1], Item::Input { output: false, kind: InputKind::Sampler(_) }));
        // An unsupported resource inside makes the whole input unsupported.
        let t = one("set p = new P{ ubuffer(random(float, 4, 0, 1), stride=4) }");
        assert!(matches!(t.kind, InputKind::Unsupported(_)));
        let t = one("set gParams = new{ foo: new ImplA{ v: 5 } }");
        let inner = Object { ty: "ImplA".into(), items: vec![Item::Named("v".into(), Box::new(Item::Int(5)))] };
        let want = Object { ty: String::new(), items: vec![Item::Named("foo".into(), Box::new(Item::Object(inner)))] };
        assert_eq!(t.kind, InputKind::Object(want));
    }

    #[test]
    fn textures_and_samplers() {
        let t = one("TextureCube(format=R16Float, size=16, content = one, arrayLength=2):name=tCubeArray");
        let want = TextureDesc {
            size: 16,
            array_length: 2,
            format: Format::by_name("R16Float").expect("known"),
            ..TextureDesc::new(Shape::Cube, false)
        };
        assert_eq!((t.name.as_deref(), t.kind), (Some("tCubeArray"), InputKind::Texture(want)));
        // render-test's defaults: 4 texels, content one, RGBA8Unorm, full mip chain.
        let t = one("Texture2D(size=4):");
        assert_eq!((t.name, t.kind), (None, InputKind::Texture(TextureDesc::new(Shape::D2, false))));
        let InputKind::Texture(t) = one("RWTexture3D(format=R32Float, mipMaps = 1, content=ramp)").kind else {
            panic!()
        };
        assert_eq!((t.shape, t.writable, t.mip_maps, t.content), (Shape::D3, true, 1, Content::Gradient));
        assert_eq!(one("Sampler:name samplerState").kind, InputKind::Sampler(SamplerDesc::default()));
        let ts = one("TextureSampler2D(size=2, content=one, filteringMode=point):name ts").kind;
        let want = TextureDesc { size: 2, content: Content::One, ..TextureDesc::new(Shape::D2, false) };
        assert_eq!(ts, InputKind::TextureSampler(want, SamplerDesc { point: true, compare: false }));
        let s = one("Sampler(filteringMode=point, depthCompare)").kind;
        assert_eq!(s, InputKind::Sampler(SamplerDesc { point: true, compare: true }));
        for bad in ["Texture2D(size=0)", "Texture2D(size=4, colour=red)", "Sampler(wrap)", "Texture2D(size=4"] {
            assert!(parse_line(bad, 1).is_err(), "{bad}");
        }
    }

    #[test]
    fn malformed_inputs_are_errors() {
        for text in [
            "",
            "ubuffer(data=[1 2",
            "ubuffer(stride=x)",
            "set = 1",
            "ubuffer(data=[1x])",
            "Texture2D(size=0)",
            "Texture3D(size=4000000000, content=gradient)",
            "Texture2D(size=4, arrayLength=100000)",
        ] {
            assert!(parse_line(text, 1).is_err(), "{text}");
        }
    }

    #[test]
    fn half_conversion() {
        for (f, h) in [(1.0f32, 0x3c00u16), (-2.0, 0xc000), (0.5, 0x3800), (65504.0, 0x7bff), (1e6, 0x7c00), (0.0, 0)] {
            assert_eq!(f32_to_f16_bits(f), h, "{f}");
        }
        assert_eq!(f32_to_f16_bits(5.96e-8), 1);
    }
}

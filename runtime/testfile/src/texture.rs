//! Texture and sampler inputs (`Texture2D(size=4, content=one)`,
//! `Sampler`) and the texels render-test fills a texture with.
//!
//! render-test's rules: a texture is `size` texels along each of its
//! dimensions (default 4), `arrayLength` layers (0 or 1: one; a cube has 6
//! faces per layer), `mipMaps` levels (0, the default: the full chain;
//! more than the chain: the full chain), in `format` (default
//! `RGBA8Unorm`). Its contents (`content=`, default `one`; an unknown word
//! means `gradient`) are first made as RGBA8 texels, then each of the
//! format's channels takes the matching byte: unorm formats keep it, float
//! formats store `byte / 255`, integer formats the byte's value. The RGBA8
//! texel of (x, y, z) in a level `size` texels wide:
//!
//! | content | float formats | integer formats |
//! |---------|---------------|-----------------|
//! | `zero` | 0, 0, 0, 0 | 0, 0, 0, 0 |
//! | `one` | 255, 255, 255, 255 | 1, 1, 1, 1 |
//! | `gradient` | `c / (size - 1) * 255` for c = x, y, z (f32, truncated), 255 | `c / (size - 1)` truncated, 1 |
//! | `chessboard` | all 255 where `x < size/2` ^ `y < size/2` ^ `z < size/2`, else 128, 128, 128, 255 | 1, 1, 1, 1 there, else 0 |
//!
//! Coordinates a texture lacks are 0. A 1-texel level's gradient divides
//! 0 by 0; the C++ conversion of that NaN gives 0 on x86, as Rust's does.
//!
//! A `Sampler` filters linearly (`filteringMode=point`: nearest texel),
//! wraps on every axis (repeat) and clamps the level of detail to
//! [0, 1000], as slang-rhi's default sampler does.

/// The scalar type of one channel of a [`Format`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Channel {
    Unorm8,
    Float16,
    Float32,
    Uint8,
    Uint16,
    Uint32,
    Sint8,
    Sint16,
    Sint32,
}

impl Channel {
    pub fn bytes(self) -> usize {
        match self {
            Channel::Unorm8 | Channel::Uint8 | Channel::Sint8 => 1,
            Channel::Float16 | Channel::Uint16 | Channel::Sint16 => 2,
            Channel::Float32 | Channel::Uint32 | Channel::Sint32 => 4,
        }
    }

    fn is_float(self) -> bool {
        matches!(self, Channel::Unorm8 | Channel::Float16 | Channel::Float32)
    }

    /// The channel's bytes for one byte of an RGBA8 texel.
    fn store(self, byte: u8, out: &mut Vec<u8>) {
        let unit = f32::from(byte) / 255.0;
        match self {
            Channel::Unorm8 | Channel::Uint8 | Channel::Sint8 => out.push(byte),
            Channel::Float16 => out.extend(crate::input::f32_to_f16_bits(unit).to_le_bytes()),
            Channel::Float32 => out.extend(unit.to_le_bytes()),
            Channel::Uint16 | Channel::Sint16 => out.extend(u16::from(byte).to_le_bytes()),
            Channel::Uint32 | Channel::Sint32 => out.extend(u32::from(byte).to_le_bytes()),
        }
    }
}

/// A texel format, by its render-test (slang-rhi) name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Format {
    pub name: &'static str,
    pub channels: u8,
    pub channel: Channel,
}

impl Format {
    pub fn texel_bytes(&self) -> usize {
        usize::from(self.channels) * self.channel.bytes()
    }

    pub fn by_name(name: &str) -> Option<Format> {
        FORMATS.iter().copied().find(|f| f.name == name)
    }
}

const fn format(name: &'static str, channels: u8, channel: Channel) -> Format {
    Format { name, channels, channel }
}

/// The formats nslc run creates textures in (every uncompressed colour
/// format with 1, 2 or 4 channels of 8, 16 or 32 bits that render-test
/// generates data for, and the 32-bit float depth format, whose texels
/// are generated as `R32Float`'s).
pub const FORMATS: &[Format] = &[
    format("RGBA8Unorm", 4, Channel::Unorm8),
    format("R16Float", 1, Channel::Float16),
    format("RG16Float", 2, Channel::Float16),
    format("RGBA16Float", 4, Channel::Float16),
    format("R32Float", 1, Channel::Float32),
    format("D32Float", 1, Channel::Float32),
    format("RG32Float", 2, Channel::Float32),
    format("RGBA32Float", 4, Channel::Float32),
    format("R8Uint", 1, Channel::Uint8),
    format("RG8Uint", 2, Channel::Uint8),
    format("RGBA8Uint", 4, Channel::Uint8),
    format("R16Uint", 1, Channel::Uint16),
    format("RG16Uint", 2, Channel::Uint16),
    format("RGBA16Uint", 4, Channel::Uint16),
    format("R32Uint", 1, Channel::Uint32),
    format("RG32Uint", 2, Channel::Uint32),
    format("RGBA32Uint", 4, Channel::Uint32),
    format("R8Sint", 1, Channel::Sint8),
    format("RG8Sint", 2, Channel::Sint8),
    format("RGBA8Sint", 4, Channel::Sint8),
    format("R16Sint", 1, Channel::Sint16),
    format("RG16Sint", 2, Channel::Sint16),
    format("RGBA16Sint", 4, Channel::Sint16),
    format("R32Sint", 1, Channel::Sint32),
    format("RG32Sint", 2, Channel::Sint32),
    format("RGBA32Sint", 4, Channel::Sint32),
];

/// How a texture's texels are laid out in space.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    D1,
    D2,
    D3,
    Cube,
}

impl Shape {
    /// Dimensions of one face or layer.
    pub fn dims(self) -> u32 {
        match self {
            Shape::D1 => 1,
            Shape::D2 | Shape::Cube => 2,
            Shape::D3 => 3,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Content {
    Zero,
    One,
    Gradient,
    ChessBoard,
}

/// A `TextureND(...)` / `RWTextureND(...)` input.
#[derive(Clone, Debug, PartialEq)]
pub struct TextureDesc {
    pub shape: Shape,
    /// `RWTexture...`: bound for unordered access.
    pub writable: bool,
    pub size: u32,
    /// `arrayLength=N` (0: not given).
    pub array_length: u32,
    /// `mipMaps=N` (0: the full chain).
    pub mip_maps: u32,
    pub sample_count: u32,
    pub format: Format,
    pub content: Content,
}

impl TextureDesc {
    pub fn new(shape: Shape, writable: bool) -> TextureDesc {
        TextureDesc {
            shape,
            writable,
            size: 4,
            array_length: 0,
            mip_maps: 0,
            sample_count: 1,
            format: FORMATS[0],
            content: Content::One,
        }
    }

    /// Array layers, a cube's faces counted one by one.
    pub fn layers(&self) -> u32 {
        self.array_length.max(1) * if self.shape == Shape::Cube { 6 } else { 1 }
    }

    /// render-test's array textures are those of more than one layer.
    pub fn is_array(&self) -> bool {
        self.array_length > 1
    }

    pub fn mip_levels(&self) -> u32 {
        let full = self.size.max(1).ilog2() + 1;
        if self.mip_maps == 0 {
            full
        } else {
            self.mip_maps.min(full)
        }
    }

    /// Width, height and depth of mip level `level`.
    pub fn extent(&self, level: u32) -> [u32; 3] {
        let n = (self.size >> level).max(1);
        match self.shape.dims() {
            1 => [n, 1, 1],
            2 => [n, n, 1],
            _ => [n, n, n],
        }
    }

    /// The texels of every subresource, layer by layer and within a layer
    /// level by level, each tightly packed (x fastest, then y, then z).
    pub fn subresources(&self) -> Vec<Vec<u8>> {
        let mut out = Vec::new();
        for _ in 0..self.layers() {
            for level in 0..self.mip_levels() {
                let [w, h, d] = self.extent(level);
                let mut bytes = Vec::with_capacity((w * h * d) as usize * self.format.texel_bytes());
                for z in 0..d {
                    for y in 0..h {
                        for x in 0..w {
                            let rgba = self.rgba8([x, y, z], w);
                            for &b in &rgba[..usize::from(self.format.channels)] {
                                self.format.channel.store(b, &mut bytes);
                            }
                        }
                    }
                }
                out.push(bytes);
            }
        }
        out
    }

    /// render-test's RGBA8 texel at `c` in a level `size` texels wide.
    fn rgba8(&self, c: [u32; 3], size: u32) -> [u8; 4] {
        let float = self.format.channel.is_float();
        let (full, half) = if float { (255, 128) } else { (1, 0) };
        match self.content {
            Content::Zero => [0; 4],
            Content::One => [full; 4],
            Content::Gradient => {
                let scale = if float { 255.0 } else { 1.0 };
                // `as u8` truncates like C's conversion, and gives 0 for 0/0.
                let g = |v: u32| (v as f32 / (size - 1) as f32 * scale) as u8;
                [g(c[0]), g(c[1]), g(c[2]), full]
            }
            Content::ChessBoard => {
                let low = |v: u32| v < size / 2;
                if low(c[0]) ^ low(c[1]) ^ low(c[2]) {
                    [full; 4]
                } else if float {
                    [half, half, half, full]
                } else {
                    [0; 4]
                }
            }
        }
    }
}

/// A `Sampler` input.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct SamplerDesc {
    /// `filteringMode=point`: nearest texel and level; else linear.
    pub point: bool,
    /// `depthCompare`: a comparison sampler (less).
    pub compare: bool,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn desc(shape: Shape, size: u32, content: Content, format: &str) -> TextureDesc {
        let format = Format::by_name(format).expect("a known format");
        TextureDesc { size, content, format, ..TextureDesc::new(shape, false) }
    }

    #[test]
    fn levels_layers_and_extents() {
        let t = desc(Shape::D2, 4, Content::One, "RGBA8Unorm");
        assert_eq!((t.mip_levels(), t.layers(), t.extent(1), t.extent(2)), (3, 1, [2, 2, 1], [1, 1, 1]));
        let t = TextureDesc { mip_maps: 1, array_length: 2, ..desc(Shape::Cube, 16, Content::One, "R16Float") };
        assert_eq!((t.mip_levels(), t.layers(), t.is_array()), (1, 12, true));
        let t = TextureDesc { mip_maps: 9, ..desc(Shape::D3, 8, Content::One, "R32Float") };
        assert_eq!((t.mip_levels(), t.extent(1)), (4, [4, 4, 4]));
        assert_eq!(desc(Shape::D1, 5, Content::One, "R32Float").extent(2), [1, 1, 1]);
        // One subresource per layer and level, layer-major.
        let t = TextureDesc { array_length: 2, ..desc(Shape::D1, 4, Content::Zero, "R32Uint") };
        let sizes: Vec<usize> = t.subresources().iter().map(Vec::len).collect();
        assert_eq!(sizes, [16, 8, 4, 16, 8, 4]);
    }

    #[test]
    fn one_in_each_channel_type() {
        let first = |format: &str| desc(Shape::D2, 2, Content::One, format).subresources()[0][..8].to_vec();
        assert_eq!(first("RGBA8Unorm"), [255; 8]);
        assert_eq!(first("RGBA8Sint"), [1; 8]);
        // 1.0 as f16 is 0x3c00, as f32 0x3f800000; one channel each.
        assert_eq!(first("R16Float"), [0x00, 0x3c, 0x00, 0x3c, 0x00, 0x3c, 0x00, 0x3c]);
        assert_eq!(first("R32Float"), [0, 0, 0x80, 0x3f, 0, 0, 0x80, 0x3f]);
        assert_eq!(first("RG32Uint"), [1, 0, 0, 0, 1, 0, 0, 0]);
    }

    #[test]
    fn gradient_texels() {
        // Level 0 of a 4-wide texture: x / 3 * 255 = 0, 85, 170, 255.
        let t = desc(Shape::D2, 4, Content::Gradient, "RGBA8Unorm");
        let levels = t.subresources();
        let texel = |level: usize, i: usize| levels[level][i * 4..i * 4 + 4].to_vec();
        assert_eq!(texel(0, 1), [85, 0, 0, 255]);
        assert_eq!(texel(0, 4 + 2), [170, 85, 0, 255]);
        assert_eq!(texel(0, 15), [255, 255, 0, 255]);
        // Level 1 is 2 wide (x / 1 * 255); level 2 is 1 wide (0 / 0: 0).
        assert_eq!(texel(1, 3), [255, 255, 0, 255]);
        assert_eq!(texel(2, 0), [0, 0, 0, 255]);
        // In an integer format only the last texel of a row is 1.
        let t = desc(Shape::D1, 4, Content::Gradient, "RGBA8Uint");
        assert_eq!(t.subresources()[0], [0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 0, 0, 1]);
        // R32Float of 4 wide: 0, 85/255, 170/255, 1.
        let t = desc(Shape::D1, 4, Content::Gradient, "R32Float");
        let first = &t.subresources()[0];
        assert_eq!(first[4..8], (85.0f32 / 255.0).to_le_bytes());
        assert_eq!(first[12..16], 1.0f32.to_le_bytes());
    }

    #[test]
    fn chessboard_texels() {
        let t = desc(Shape::D2, 2, Content::ChessBoard, "RGBA8Unorm");
        let level = &t.subresources()[0];
        // (0,0): both low, 1 ^ 1 ^ z's 1 = 1: white; (1,0): 0 ^ 1 ^ 1 = 0.
        assert_eq!(level[..8], [255, 255, 255, 255, 128, 128, 128, 255]);
        let t = desc(Shape::D2, 2, Content::ChessBoard, "R32Sint");
        assert_eq!(t.subresources()[0], [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0]);
    }
}

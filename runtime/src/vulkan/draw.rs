//! Drawing as Slang's render-test draws ([`Gpu::draw`]): one triangle from
//! its vertex buffer, into an RGBA8 colour target (or RGBA32F, to compare
//! compilers exactly) with a D32 depth target,
//! with the viewport flipped so that y points up as in Direct3D (slang-rhi
//! does the same on Vulkan), then the colour target read back.
//!
//! render-test's vertex has seven attributes (semantic `A`, index 0 to 6):
//! position (float3), colour (float3), uv (float2) and four float4s of
//! custom data. It gives a vertex shader the attributes its inputs use, in
//! order, at locations 0, 1, ...; so here the input at location L reads
//! attribute L, which is the same whenever the inputs are `A0`, `A1`, ...
//! in declaration order (every suite test's case).

use super::{vk_err, Gpu, Resources};
use super::{DescriptorImage, Memory};
use ash::vk;
use std::ffi::CString;

/// render-test's window: 1024 by 768.
pub const RENDER_TEST_WIDTH: u32 = 1024;
pub const RENDER_TEST_HEIGHT: u32 = 768;

/// Bytes of one render-test vertex.
const VERTEX_STRIDE: u32 = 96;

/// render-test's triangle: position, colour, uv, then custom data 1 to 16.
const VERTICES: [[f32; 24]; 3] = {
    const CUSTOM: [f32; 16] = [1., 2., 3., 4., 5., 6., 7., 8., 9., 10., 11., 12., 13., 14., 15., 16.];
    const fn vertex(position: [f32; 3], color: [f32; 3], uv: [f32; 2]) -> [f32; 24] {
        let mut v = [0.0; 24];
        let mut i = 0;
        while i < 3 {
            v[i] = position[i];
            v[3 + i] = color[i];
            i += 1;
        }
        v[6] = uv[0];
        v[7] = uv[1];
        let mut k = 0;
        while k < 16 {
            v[8 + k] = CUSTOM[k];
            k += 1;
        }
        v
    }
    [
        vertex([0., 0., 0.5], [1., 0., 0.], [0., 0.]),
        vertex([0., 1., 0.5], [0., 0., 1.], [1., 0.]),
        vertex([1., 0., 0.5], [0., 1., 0.], [1., 1.]),
    ]
};

/// render-test's attributes: format and byte offset in the vertex.
const ATTRIBUTES: [(vk::Format, u32); 7] = [
    (vk::Format::R32G32B32_SFLOAT, 0),
    (vk::Format::R32G32B32_SFLOAT, 12),
    (vk::Format::R32G32_SFLOAT, 24),
    (vk::Format::R32G32B32A32_SFLOAT, 32),
    (vk::Format::R32G32B32A32_SFLOAT, 48),
    (vk::Format::R32G32B32A32_SFLOAT, 64),
    (vk::Format::R32G32B32A32_SFLOAT, 80),
];

/// The colour target's format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColorFormat {
    /// render-test's: 8-bit unsigned normalised RGBA.
    Rgba8,
    /// 32-bit float RGBA: what a fragment shader wrote, exactly, for
    /// comparing two compilers' shaders bit for bit.
    Rgba32f,
}

impl ColorFormat {
    fn vk(self) -> vk::Format {
        match self {
            ColorFormat::Rgba8 => vk::Format::R8G8B8A8_UNORM,
            ColorFormat::Rgba32f => vk::Format::R32G32B32A32_SFLOAT,
        }
    }

    /// Bytes per pixel.
    pub fn bytes(self) -> u32 {
        match self {
            ColorFormat::Rgba8 => 4,
            ColorFormat::Rgba32f => 16,
        }
    }
}
const DEPTH_FORMAT: vk::Format = vk::Format::D32_SFLOAT;

/// One draw of render-test's triangle.
pub struct DrawJob<'a> {
    /// One module holding both entry points.
    pub spirv: &'a [u32],
    pub vertex_entry: &'a str,
    pub fragment_entry: &'a str,
    pub memory: Memory<'a>,
    pub images: &'a [DescriptorImage<'a>],
    /// The vertex shader's input locations.
    pub vertex_inputs: &'a [u32],
    pub width: u32,
    pub height: u32,
    pub color_format: ColorFormat,
    /// render-test's draw (`vkCmdDraw(3, 1, 0, 0)`), or, with offsets,
    /// the same triangle at vertices 3 to 5 drawn as two instances from
    /// instance 1 (`vkCmdDraw(3, 2, 3, 1)`): what `SV_VertexID` and
    /// `SV_InstanceID` mean when the base vertex and instance are not zero.
    pub offsets: bool,
}

/// What a draw leaves: the final contents of the job's buffers (then of
/// its address buffers) and the
/// colour target, rows from the top in the job's colour format.
pub struct Drawn {
    pub buffers: Vec<Vec<u8>>,
    pub color: Vec<u8>,
}

impl Gpu {
    /// Draws render-test's triangle with `job`'s shaders and bindings.
    pub fn draw(&self, job: &DrawJob) -> Result<Drawn, String> {
        // SAFETY: valid instance and physical device.
        let families = unsafe { self.instance.get_physical_device_queue_family_properties(self.physical) };
        let graphics =
            families.get(self.queue_family as usize).is_some_and(|f| f.queue_flags.contains(vk::QueueFlags::GRAPHICS));
        if !graphics {
            return Err(format!("the queue nslc run uses on {} cannot draw", self.name));
        }
        if let Some(l) = job.vertex_inputs.iter().find(|&&l| l as usize >= ATTRIBUTES.len()) {
            return Err(format!("the vertex shader reads location {l}; render-test's vertex has 7 attributes"));
        }
        Resources::default_for(&self.device).draw(self, job)
    }
}

impl Resources<'_> {
    /// A device-local image of `format` for `usage` and its view.
    fn attachment(
        &mut self,
        gpu: &Gpu,
        format: vk::Format,
        usage: vk::ImageUsageFlags,
        aspect: vk::ImageAspectFlags,
        extent: vk::Extent2D,
    ) -> Result<vk::ImageView, String> {
        let d = self.device;
        // SAFETY (all calls below): valid device; every struct passed
        // outlives its call; handles are recorded for destruction at once.
        unsafe {
            let info = vk::ImageCreateInfo::default()
                .image_type(vk::ImageType::TYPE_2D)
                .format(format)
                .extent(vk::Extent3D { width: extent.width, height: extent.height, depth: 1 })
                .mip_levels(1)
                .array_layers(1)
                .samples(vk::SampleCountFlags::TYPE_1)
                .tiling(vk::ImageTiling::OPTIMAL)
                .usage(usage)
                .initial_layout(vk::ImageLayout::UNDEFINED);
            let image = d.create_image(&info, None).map_err(vk_err("vkCreateImage"))?;
            self.images.push((image, vk::DeviceMemory::null()));
            let req = d.get_image_memory_requirements(image);
            let kind = gpu
                .memory_type(req.memory_type_bits, vk::MemoryPropertyFlags::DEVICE_LOCAL)
                .or_else(|| gpu.memory_type(req.memory_type_bits, vk::MemoryPropertyFlags::empty()))
                .ok_or("no memory type for an attachment")?;
            let alloc = vk::MemoryAllocateInfo::default().allocation_size(req.size).memory_type_index(kind);
            let memory = d.allocate_memory(&alloc, None).map_err(vk_err("vkAllocateMemory"))?;
            if let Some(last) = self.images.last_mut() {
                last.1 = memory;
            }
            d.bind_image_memory(image, memory, 0).map_err(vk_err("vkBindImageMemory"))?;
            let range = vk::ImageSubresourceRange {
                aspect_mask: aspect,
                base_mip_level: 0,
                level_count: 1,
                base_array_layer: 0,
                layer_count: 1,
            };
            let info = vk::ImageViewCreateInfo::default()
                .image(image)
                .view_type(vk::ImageViewType::TYPE_2D)
                .format(format)
                .subresource_range(range);
            let view = d.create_image_view(&info, None).map_err(vk_err("vkCreateImageView"))?;
            self.views.push(view);
            Ok(view)
        }
    }

    /// The render pass: the colour target cleared to zero and kept (left
    /// ready to be copied out), the depth target cleared to one.
    fn render_pass(&mut self, color_format: vk::Format) -> Result<(), String> {
        let attachments = [
            vk::AttachmentDescription::default()
                .format(color_format)
                .samples(vk::SampleCountFlags::TYPE_1)
                .load_op(vk::AttachmentLoadOp::CLEAR)
                .store_op(vk::AttachmentStoreOp::STORE)
                .stencil_load_op(vk::AttachmentLoadOp::DONT_CARE)
                .stencil_store_op(vk::AttachmentStoreOp::DONT_CARE)
                .initial_layout(vk::ImageLayout::UNDEFINED)
                .final_layout(vk::ImageLayout::TRANSFER_SRC_OPTIMAL),
            vk::AttachmentDescription::default()
                .format(DEPTH_FORMAT)
                .samples(vk::SampleCountFlags::TYPE_1)
                .load_op(vk::AttachmentLoadOp::CLEAR)
                .store_op(vk::AttachmentStoreOp::DONT_CARE)
                .stencil_load_op(vk::AttachmentLoadOp::DONT_CARE)
                .stencil_store_op(vk::AttachmentStoreOp::DONT_CARE)
                .initial_layout(vk::ImageLayout::UNDEFINED)
                .final_layout(vk::ImageLayout::DEPTH_STENCIL_ATTACHMENT_OPTIMAL),
        ];
        let color = [vk::AttachmentReference { attachment: 0, layout: vk::ImageLayout::COLOR_ATTACHMENT_OPTIMAL }];
        let depth =
            vk::AttachmentReference { attachment: 1, layout: vk::ImageLayout::DEPTH_STENCIL_ATTACHMENT_OPTIMAL };
        let subpasses = [vk::SubpassDescription::default()
            .pipeline_bind_point(vk::PipelineBindPoint::GRAPHICS)
            .color_attachments(&color)
            .depth_stencil_attachment(&depth)];
        let info = vk::RenderPassCreateInfo::default().attachments(&attachments).subpasses(&subpasses);
        // SAFETY: valid device; the create info and what it points to
        // outlive the call.
        self.render_pass =
            unsafe { self.device.create_render_pass(&info, None) }.map_err(vk_err("vkCreateRenderPass"))?;
        Ok(())
    }

    /// The graphics pipeline: render-test's vertex layout, a triangle list,
    /// no culling, no depth test, no blending, the viewport flipped.
    fn graphics_pipeline(
        &mut self,
        module: vk::ShaderModule,
        job: &DrawJob,
        extent: vk::Extent2D,
    ) -> Result<(), String> {
        let name = |n: &str| CString::new(n).map_err(|_| "an entry point name holds a NUL".to_string());
        let (vertex, fragment) = (name(job.vertex_entry)?, name(job.fragment_entry)?);
        let stages = [
            vk::PipelineShaderStageCreateInfo::default()
                .stage(vk::ShaderStageFlags::VERTEX)
                .module(module)
                .name(vertex.as_c_str()),
            vk::PipelineShaderStageCreateInfo::default()
                .stage(vk::ShaderStageFlags::FRAGMENT)
                .module(module)
                .name(fragment.as_c_str()),
        ];
        let bindings = [vk::VertexInputBindingDescription::default()
            .binding(0)
            .stride(VERTEX_STRIDE)
            .input_rate(vk::VertexInputRate::VERTEX)];
        let attributes: Vec<vk::VertexInputAttributeDescription> = job
            .vertex_inputs
            .iter()
            .map(|&location| {
                let (format, offset) = ATTRIBUTES[location as usize];
                vk::VertexInputAttributeDescription::default()
                    .location(location)
                    .binding(0)
                    .format(format)
                    .offset(offset)
            })
            .collect();
        let vertex_input = vk::PipelineVertexInputStateCreateInfo::default()
            .vertex_binding_descriptions(&bindings)
            .vertex_attribute_descriptions(&attributes);
        let assembly =
            vk::PipelineInputAssemblyStateCreateInfo::default().topology(vk::PrimitiveTopology::TRIANGLE_LIST);
        let (w, h) = (extent.width as f32, extent.height as f32);
        let viewports = [vk::Viewport { x: 0.0, y: h, width: w, height: -h, min_depth: 0.0, max_depth: 1.0 }];
        let scissors = [vk::Rect2D { offset: vk::Offset2D::default(), extent }];
        let viewport = vk::PipelineViewportStateCreateInfo::default().viewports(&viewports).scissors(&scissors);
        let raster = vk::PipelineRasterizationStateCreateInfo::default()
            .polygon_mode(vk::PolygonMode::FILL)
            .cull_mode(vk::CullModeFlags::NONE)
            .front_face(vk::FrontFace::COUNTER_CLOCKWISE)
            .line_width(1.0);
        let multisample =
            vk::PipelineMultisampleStateCreateInfo::default().rasterization_samples(vk::SampleCountFlags::TYPE_1);
        let depth = vk::PipelineDepthStencilStateCreateInfo::default().depth_compare_op(vk::CompareOp::ALWAYS);
        let blend = [vk::PipelineColorBlendAttachmentState::default().color_write_mask(vk::ColorComponentFlags::RGBA)];
        let color_blend = vk::PipelineColorBlendStateCreateInfo::default().attachments(&blend);
        let info = [vk::GraphicsPipelineCreateInfo::default()
            .stages(&stages)
            .vertex_input_state(&vertex_input)
            .input_assembly_state(&assembly)
            .viewport_state(&viewport)
            .rasterization_state(&raster)
            .multisample_state(&multisample)
            .depth_stencil_state(&depth)
            .color_blend_state(&color_blend)
            .layout(self.pipeline_layout)
            .render_pass(self.render_pass)
            .subpass(0)];
        // SAFETY: valid device and handles; every struct passed outlives
        // the call.
        let pipelines = unsafe { self.device.create_graphics_pipelines(vk::PipelineCache::null(), &info, None) }
            .map_err(|(_, e)| format!("vkCreateGraphicsPipelines failed: {e}"))?;
        self.pipeline = pipelines.first().copied().unwrap_or_default();
        Ok(())
    }

    fn draw(&mut self, gpu: &Gpu, job: &DrawJob) -> Result<Drawn, String> {
        let d = self.device;
        let stages = vk::ShaderStageFlags::VERTEX | vk::ShaderStageFlags::FRAGMENT;
        let (cb, sets) = self.descriptors(gpu, &job.memory, job.images, stages)?;
        let extent = vk::Extent2D { width: job.width, height: job.height };
        let color_usage = vk::ImageUsageFlags::COLOR_ATTACHMENT | vk::ImageUsageFlags::TRANSFER_SRC;
        let format = job.color_format.vk();
        let color_view = self.attachment(gpu, format, color_usage, vk::ImageAspectFlags::COLOR, extent)?;
        let color_image = self.images.last().map(|i| i.0).unwrap_or_default();
        let depth_usage = vk::ImageUsageFlags::DEPTH_STENCIL_ATTACHMENT;
        let depth_view = self.attachment(gpu, DEPTH_FORMAT, depth_usage, vk::ImageAspectFlags::DEPTH, extent)?;
        self.render_pass(format)?;
        let module = self.module(job.spirv)?;
        self.graphics_pipeline(module, job, extent)?;
        let copies = if job.offsets { 2 } else { 1 };
        let vertex_bytes: Vec<u8> =
            (0..copies).flat_map(|_| VERTICES.iter().flatten().flat_map(|f| f.to_le_bytes())).collect();
        let vertex_buffer = self.host_buffer(gpu, &vertex_bytes, vk::BufferUsageFlags::VERTEX_BUFFER)?;
        let pixels = (job.width * job.height * job.color_format.bytes()) as usize;
        let readback = self.host_buffer(gpu, &vec![0; pixels], vk::BufferUsageFlags::TRANSFER_DST)?;
        let readback_index = self.buffers.len() - 1;
        // SAFETY (all calls below): the handles are valid objects of `d`
        // created here; `cb` is recording; every struct passed outlives its
        // call.
        unsafe {
            let views = [color_view, depth_view];
            let info = vk::FramebufferCreateInfo::default()
                .render_pass(self.render_pass)
                .attachments(&views)
                .width(extent.width)
                .height(extent.height)
                .layers(1);
            self.framebuffer = d.create_framebuffer(&info, None).map_err(vk_err("vkCreateFramebuffer"))?;
            let clear = [
                vk::ClearValue { color: vk::ClearColorValue { float32: [0.0; 4] } },
                vk::ClearValue { depth_stencil: vk::ClearDepthStencilValue { depth: 1.0, stencil: 0 } },
            ];
            let begin = vk::RenderPassBeginInfo::default()
                .render_pass(self.render_pass)
                .framebuffer(self.framebuffer)
                .render_area(vk::Rect2D { offset: vk::Offset2D::default(), extent })
                .clear_values(&clear);
            d.cmd_begin_render_pass(cb, &begin, vk::SubpassContents::INLINE);
            self.bind(cb, vk::PipelineBindPoint::GRAPHICS, &sets, stages);
            d.cmd_bind_vertex_buffers(cb, 0, &[vertex_buffer], &[0]);
            if job.offsets {
                d.cmd_draw(cb, 3, 2, 3, 1);
            } else {
                d.cmd_draw(cb, 3, 1, 0, 0);
            }
            d.cmd_end_render_pass(cb);
            let written = vk::ImageMemoryBarrier::default()
                .src_access_mask(vk::AccessFlags::COLOR_ATTACHMENT_WRITE)
                .dst_access_mask(vk::AccessFlags::TRANSFER_READ)
                .old_layout(vk::ImageLayout::TRANSFER_SRC_OPTIMAL)
                .new_layout(vk::ImageLayout::TRANSFER_SRC_OPTIMAL)
                .src_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
                .dst_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
                .image(color_image)
                .subresource_range(vk::ImageSubresourceRange {
                    aspect_mask: vk::ImageAspectFlags::COLOR,
                    base_mip_level: 0,
                    level_count: 1,
                    base_array_layer: 0,
                    layer_count: 1,
                });
            d.cmd_pipeline_barrier(
                cb,
                vk::PipelineStageFlags::COLOR_ATTACHMENT_OUTPUT,
                vk::PipelineStageFlags::TRANSFER,
                vk::DependencyFlags::empty(),
                &[],
                &[],
                &[written],
            );
            let region = vk::BufferImageCopy::default()
                .image_subresource(vk::ImageSubresourceLayers {
                    aspect_mask: vk::ImageAspectFlags::COLOR,
                    mip_level: 0,
                    base_array_layer: 0,
                    layer_count: 1,
                })
                .image_extent(vk::Extent3D { width: extent.width, height: extent.height, depth: 1 });
            d.cmd_copy_image_to_buffer(cb, color_image, vk::ImageLayout::TRANSFER_SRC_OPTIMAL, readback, &[region]);
        }
        self.submit(gpu, cb)?;
        let buffers = self.read_buffers(job.memory.lengths())?;
        let memory = self.buffers[readback_index].1;
        // SAFETY: the queue is idle; the mapped range is the allocation's.
        let color = unsafe {
            let ptr =
                d.map_memory(memory, 0, vk::WHOLE_SIZE, vk::MemoryMapFlags::empty()).map_err(vk_err("vkMapMemory"))?;
            let bytes = std::slice::from_raw_parts(ptr.cast::<u8>(), pixels).to_vec();
            d.unmap_memory(memory);
            bytes
        };
        Ok(Drawn { buffers, color })
    }
}

//! The Vulkan backend: runs a SPIR-V compute shader through `ash`.
//!
//! [`Gpu::open`] loads the Vulkan loader at run time (`libvulkan.so.1`),
//! creates an instance and picks a device with a compute queue: a
//! discrete GPU first, then integrated, virtual, and last a CPU
//! implementation such as Mesa's lavapipe. `NSL_VULKAN_DEVICE=TEXT` picks
//! the first device whose name contains TEXT instead. Every feature the
//! device has in `VkPhysicalDeviceFeatures`, `Vulkan11Features` and
//! `Vulkan12Features` is enabled, so 16- and 64-bit types work where the
//! device supports them.
//!
//! [`Gpu::dispatch`] creates one host-visible buffer per buffer descriptor
//! (storage or uniform) with the given contents, an image per texture
//! (uploaded through a staging buffer, then in the general layout) with a
//! view of the declared type, a sampler per sampler, the descriptor
//! sets, a push-constant range when there are push constants, the
//! pipeline; records the uploads, the dispatch and a barrier that makes
//! the shader's writes visible to the host; submits, waits, and reads
//! every buffer back. Everything it creates is destroyed when it returns, also on
//! errors.

mod draw;

use ash::vk;
pub use draw::{ColorFormat, DrawJob, Drawn, RENDER_TEST_HEIGHT, RENDER_TEST_WIDTH};
use nsl_testfile::texture::{Channel, SamplerDesc, Shape, TextureDesc};
use std::ffi::{CStr, CString};

/// An opened device.
pub struct Gpu {
    // Keeps the loader loaded while the instance lives.
    _entry: ash::Entry,
    instance: ash::Instance,
    physical: vk::PhysicalDevice,
    device: ash::Device,
    queue: vk::Queue,
    queue_family: u32,
    memory: vk::PhysicalDeviceMemoryProperties,
    /// The device's name, as the driver reports it.
    pub name: String,
    /// Does the device have `bufferDeviceAddress` (enabled)?
    buffer_device_address: bool,
}

type DeviceParts = (vk::PhysicalDevice, ash::Device, vk::Queue, u32, vk::PhysicalDeviceMemoryProperties, String, bool);

/// A buffer bound to a descriptor.
#[derive(Clone, Debug)]
pub struct DescriptorBuffer {
    pub set: u32,
    pub binding: u32,
    /// The element of an arrayed binding (0 otherwise).
    pub element: u32,
    /// A uniform buffer; otherwise a storage buffer.
    pub uniform: bool,
    pub bytes: Vec<u8>,
}

/// A texture or a sampler bound to a descriptor.
#[derive(Clone, Debug)]
pub struct DescriptorImage<'a> {
    pub set: u32,
    pub binding: u32,
    /// The element of an arrayed binding (0 otherwise).
    pub element: u32,
    pub what: ImageKind<'a>,
}

#[derive(Clone, Debug)]
pub enum ImageKind<'a> {
    /// A texture with render-test's contents, viewed as the module's
    /// variable declares it.
    Texture {
        desc: &'a TextureDesc,
        image: ImageType,
    },
    Sampler(&'a SamplerDesc),
    /// A combined image-sampler: a texture and its sampler in one descriptor.
    TextureSampler {
        desc: &'a TextureDesc,
        image: ImageType,
        sampler: &'a SamplerDesc,
    },
}

/// A buffer of a job: bound to a descriptor, reached by its device
/// address only, or the push-constant block.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BufferRef {
    /// `buffers[i]`.
    Descriptor(usize),
    /// `address_buffers[i]`.
    Address(usize),
    PushConstants,
}

/// The device address of buffer `of`, written as 8 little-endian bytes
/// into `into` at byte `offset` before the job runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AddressPatch {
    pub of: BufferRef,
    pub into: BufferRef,
    pub offset: u32,
}

/// The memory a job binds: buffers with descriptors, buffers reached by
/// their device address only (created with `SHADER_DEVICE_ADDRESS`, as
/// every buffer of a job with patches is), the device addresses written
/// into them, and the push constants.
#[derive(Clone, Copy, Debug, Default)]
pub struct Memory<'a> {
    pub buffers: &'a [DescriptorBuffer],
    pub address_buffers: &'a [Vec<u8>],
    pub patches: &'a [AddressPatch],
    /// Contents of the push-constant block (empty: none).
    pub push_constants: &'a [u8],
}

/// One dispatch.
pub struct Job<'a> {
    pub spirv: &'a [u32],
    /// The entry point's name in the module.
    pub entry: &'a str,
    pub memory: Memory<'a>,
    pub images: &'a [DescriptorImage<'a>],
    pub groups: [u32; 3],
}

/// How an error that is a limit of the device (not a failure of the
/// program) starts.
pub const DEVICE_LACKS: &str = "the device has no";

fn vk_err(what: &'static str) -> impl Fn(vk::Result) -> String {
    move |e| format!("{what} failed: {e}")
}

impl Gpu {
    /// Opens the preferred device; the error says why none can be used.
    pub fn open() -> Result<Gpu, String> {
        // SAFETY: loading the system's Vulkan loader runs its initialisers;
        // that is the loader's documented use.
        let entry = unsafe { ash::Entry::load() }.map_err(|e| format!("cannot load the Vulkan loader: {e}"))?;
        let app =
            vk::ApplicationInfo::default().application_name(c"nanoslang").api_version(vk::make_api_version(0, 1, 2, 0));
        let info = vk::InstanceCreateInfo::default().application_info(&app);
        // SAFETY: the create info and what it points to outlive the call.
        let instance = unsafe { entry.create_instance(&info, None) }.map_err(vk_err("vkCreateInstance"))?;
        match Self::open_device(&instance) {
            Ok((physical, device, queue, queue_family, memory, name, buffer_device_address)) => Ok(Gpu {
                _entry: entry,
                instance,
                physical,
                device,
                queue,
                queue_family,
                memory,
                name,
                buffer_device_address,
            }),
            Err(e) => {
                // SAFETY: nothing created from the instance is alive, and
                // the loader (`entry`) is still loaded.
                unsafe { instance.destroy_instance(None) };
                Err(e)
            }
        }
    }

    /// Picks a physical device and creates the logical device and queue.
    fn open_device(instance: &ash::Instance) -> Result<DeviceParts, String> {
        // SAFETY (all calls below): valid instance and physical-device
        // handles; every struct passed outlives its call.
        let physical =
            unsafe { instance.enumerate_physical_devices() }.map_err(vk_err("vkEnumeratePhysicalDevices"))?;
        let wanted = std::env::var("NSL_VULKAN_DEVICE").ok();
        let mut candidates: Vec<(u32, vk::PhysicalDevice, u32, String, u32)> = Vec::new();
        for p in physical {
            let props = unsafe { instance.get_physical_device_properties(p) };
            let name = props.device_name_as_c_str().map_or(String::new(), |n| n.to_string_lossy().into_owned());
            let families = unsafe { instance.get_physical_device_queue_family_properties(p) };
            let Some(family) = families.iter().position(|f| f.queue_flags.contains(vk::QueueFlags::COMPUTE)) else {
                continue;
            };
            if wanted.as_ref().is_some_and(|w| !name.contains(w.as_str())) {
                continue;
            }
            let rank = match props.device_type {
                vk::PhysicalDeviceType::DISCRETE_GPU => 0,
                vk::PhysicalDeviceType::INTEGRATED_GPU => 1,
                vk::PhysicalDeviceType::VIRTUAL_GPU => 2,
                vk::PhysicalDeviceType::CPU => 3,
                _ => 4,
            };
            candidates.push((rank, p, family as u32, name, props.api_version));
        }
        candidates.sort_by_key(|c| c.0);
        let Some((_, physical, queue_family, name, api)) = candidates.into_iter().next() else {
            let why = match wanted {
                Some(w) => format!("no Vulkan device with a compute queue is named like '{w}'"),
                None => "no Vulkan device with a compute queue".to_string(),
            };
            return Err(why);
        };
        let mut f11 = vk::PhysicalDeviceVulkan11Features::default();
        let mut f12 = vk::PhysicalDeviceVulkan12Features::default();
        let has_12 = vk::api_version_major(api) > 1 || vk::api_version_minor(api) >= 2;
        let mut features = vk::PhysicalDeviceFeatures2::default();
        if has_12 {
            features = features.push_next(&mut f11).push_next(&mut f12);
        }
        unsafe { instance.get_physical_device_features2(physical, &mut features) };
        let buffer_device_address = has_12 && {
            let mut q = vk::PhysicalDeviceVulkan12Features::default();
            let mut f = vk::PhysicalDeviceFeatures2::default().push_next(&mut q);
            unsafe { instance.get_physical_device_features2(physical, &mut f) };
            q.buffer_device_address == vk::TRUE
        };
        let priorities = [1.0f32];
        let queues =
            [vk::DeviceQueueCreateInfo::default().queue_family_index(queue_family).queue_priorities(&priorities)];
        let info = vk::DeviceCreateInfo::default().queue_create_infos(&queues).push_next(&mut features);
        let device = unsafe { instance.create_device(physical, &info, None) }.map_err(vk_err("vkCreateDevice"))?;
        let queue = unsafe { device.get_device_queue(queue_family, 0) };
        let memory = unsafe { instance.get_physical_device_memory_properties(physical) };
        Ok((physical, device, queue, queue_family, memory, name, buffer_device_address))
    }

    /// Why this device cannot run `spirv`, when the module declares a
    /// SPIR-V extension whose Vulkan extension the device does not
    /// advertise (a driver may refuse such a pipeline, as lavapipe does
    /// with `VK_ERROR_UNKNOWN`); `None` when it advertises them all.
    pub fn lacks_extension_for(&self, spirv: &[u32]) -> Option<String> {
        // SAFETY: valid instance and physical-device handles.
        let props = unsafe { self.instance.enumerate_device_extension_properties(self.physical) }.ok()?;
        let has = |name: &str| {
            props.iter().any(|p| p.extension_name_as_c_str().is_ok_and(|n| n.to_bytes() == name.as_bytes()))
        };
        let missing: Vec<String> = declared_extensions(spirv)
            .iter()
            .filter_map(|spv| vulkan_extension_for(spv).filter(|vk| !has(vk)).map(|vk| format!("{vk} ({spv})")))
            .collect();
        (!missing.is_empty()).then(|| format!("{} lacks {} that the module needs", self.name, missing.join(", ")))
    }

    /// Runs one dispatch; returns the final contents of `job.memory`'s
    /// buffers, then of its address buffers.
    pub fn dispatch(&self, job: &Job) -> Result<Vec<Vec<u8>>, String> {
        Resources::default_for(&self.device).run(self, job)
    }

    fn memory_type(&self, bits: u32, wanted: vk::MemoryPropertyFlags) -> Option<u32> {
        (0..self.memory.memory_type_count)
            .find(|&i| bits & (1 << i) != 0 && self.memory.memory_types[i as usize].property_flags.contains(wanted))
    }
}

impl Drop for Gpu {
    fn drop(&mut self) {
        // SAFETY: every object created from the device is destroyed by
        // `Resources` before `dispatch` returns.
        unsafe {
            let _ = self.device.device_wait_idle();
            self.device.destroy_device(None);
            self.instance.destroy_instance(None);
        }
    }
}

/// What one dispatch creates, destroyed on drop.
struct Resources<'d> {
    device: &'d ash::Device,
    buffers: Vec<(vk::Buffer, vk::DeviceMemory)>,
    images: Vec<(vk::Image, vk::DeviceMemory)>,
    views: Vec<vk::ImageView>,
    samplers: Vec<vk::Sampler>,
    set_layouts: Vec<vk::DescriptorSetLayout>,
    pipeline_layout: vk::PipelineLayout,
    module: vk::ShaderModule,
    pipeline: vk::Pipeline,
    /// A draw's render pass and framebuffer (null for a dispatch).
    render_pass: vk::RenderPass,
    framebuffer: vk::Framebuffer,
    pool: vk::DescriptorPool,
    command_pool: vk::CommandPool,
    fence: vk::Fence,
    /// The push constants, with the device addresses patched in.
    push: Vec<u8>,
}

impl<'d> Resources<'d> {
    fn default_for(device: &'d ash::Device) -> Resources<'d> {
        Resources {
            device,
            buffers: Vec::new(),
            images: Vec::new(),
            views: Vec::new(),
            samplers: Vec::new(),
            set_layouts: Vec::new(),
            pipeline_layout: vk::PipelineLayout::null(),
            module: vk::ShaderModule::null(),
            pipeline: vk::Pipeline::null(),
            render_pass: vk::RenderPass::null(),
            framebuffer: vk::Framebuffer::null(),
            pool: vk::DescriptorPool::null(),
            command_pool: vk::CommandPool::null(),
            fence: vk::Fence::null(),
            push: Vec::new(),
        }
    }

    /// A host-visible buffer holding `bytes` (at least 4 bytes long);
    /// with `SHADER_DEVICE_ADDRESS` in `usage`, its memory is allocated
    /// for device addresses.
    fn host_buffer(&mut self, gpu: &Gpu, bytes: &[u8], usage: vk::BufferUsageFlags) -> Result<vk::Buffer, String> {
        let d = self.device;
        let size = bytes.len().max(4) as u64;
        // SAFETY: valid device; the mapped range is within the allocation.
        unsafe {
            let info = vk::BufferCreateInfo::default().size(size).usage(usage);
            let buffer = d.create_buffer(&info, None).map_err(vk_err("vkCreateBuffer"))?;
            self.buffers.push((buffer, vk::DeviceMemory::null()));
            let req = d.get_buffer_memory_requirements(buffer);
            let host = vk::MemoryPropertyFlags::HOST_VISIBLE | vk::MemoryPropertyFlags::HOST_COHERENT;
            let kind = gpu
                .memory_type(req.memory_type_bits, host)
                .ok_or("no host-visible, coherent memory type for a buffer")?;
            let mut flags = vk::MemoryAllocateFlagsInfo::default().flags(vk::MemoryAllocateFlags::DEVICE_ADDRESS);
            let mut alloc = vk::MemoryAllocateInfo::default().allocation_size(req.size).memory_type_index(kind);
            if usage.contains(vk::BufferUsageFlags::SHADER_DEVICE_ADDRESS) {
                alloc = alloc.push_next(&mut flags);
            }
            let memory = d.allocate_memory(&alloc, None).map_err(vk_err("vkAllocateMemory"))?;
            if let Some(last) = self.buffers.last_mut() {
                last.1 = memory;
            }
            d.bind_buffer_memory(buffer, memory, 0).map_err(vk_err("vkBindBufferMemory"))?;
            let ptr =
                d.map_memory(memory, 0, vk::WHOLE_SIZE, vk::MemoryMapFlags::empty()).map_err(vk_err("vkMapMemory"))?;
            let dst = std::slice::from_raw_parts_mut(ptr.cast::<u8>(), size as usize);
            dst.fill(0);
            dst[..bytes.len()].copy_from_slice(bytes);
            d.unmap_memory(memory);
            Ok(buffer)
        }
    }

    /// Creates a texture's image and view and records, on `cb`, the upload
    /// of its texels from a staging buffer and the transition to the
    /// general layout (which both sampled and storage descriptors accept).
    fn texture(
        &mut self,
        gpu: &Gpu,
        cb: vk::CommandBuffer,
        desc: &TextureDesc,
        decl: ImageType,
    ) -> Result<vk::ImageView, String> {
        let d = self.device;
        let format = vk_format(desc.format.name).ok_or_else(|| format!("no Vulkan format for {}", desc.format.name))?;
        let (image_type, view_type) = view_of(desc, decl)?;
        let usage = vk::ImageUsageFlags::TRANSFER_DST
            | if decl.storage { vk::ImageUsageFlags::STORAGE } else { vk::ImageUsageFlags::SAMPLED };
        let flags = if desc.shape == Shape::Cube {
            vk::ImageCreateFlags::CUBE_COMPATIBLE
        } else {
            vk::ImageCreateFlags::empty()
        };
        let [w, h, depth] = desc.extent(0);
        let layers = desc.layers();
        let levels = desc.mip_levels();
        let samples = match desc.sample_count {
            1 => vk::SampleCountFlags::TYPE_1,
            2 => vk::SampleCountFlags::TYPE_2,
            4 => vk::SampleCountFlags::TYPE_4,
            8 => vk::SampleCountFlags::TYPE_8,
            16 => vk::SampleCountFlags::TYPE_16,
            32 => vk::SampleCountFlags::TYPE_32,
            _ => vk::SampleCountFlags::TYPE_64,
        };
        let multisampled = desc.sample_count > 1;
        if multisampled != decl.multisampled {
            let (what, declared) =
                if multisampled { ("multisampled", "single-sampled") } else { ("single-sampled", "multisampled") };
            return Err(format!("a {what} texture input for the module's {declared} texture"));
        }
        // A depth format's texels are its depth aspect.
        let aspect =
            if format == vk::Format::D32_SFLOAT { vk::ImageAspectFlags::DEPTH } else { vk::ImageAspectFlags::COLOR };
        // SAFETY (all calls below): valid device, physical device and
        // handles created here; every struct passed outlives its call.
        unsafe {
            let tiling = vk::ImageTiling::OPTIMAL;
            let limits = gpu.instance.get_physical_device_image_format_properties(
                gpu.physical,
                format,
                image_type,
                tiling,
                usage,
                flags,
            );
            let fits = |l: &vk::ImageFormatProperties| {
                l.max_array_layers >= layers && l.max_mip_levels >= levels && l.sample_counts.contains(samples)
            };
            if !limits.is_ok_and(|l| fits(&l)) {
                let role = if decl.storage { "storage" } else { "sampled" };
                let ms = if multisampled { format!(" with {} samples", desc.sample_count) } else { String::new() };
                return Err(format!(
                    "{DEVICE_LACKS} {role} {} image in {} of {layers} layers and {levels} levels{ms}",
                    shape_name(desc),
                    desc.format.name
                ));
            }
            let info = vk::ImageCreateInfo::default()
                .flags(flags)
                .image_type(image_type)
                .format(format)
                .extent(vk::Extent3D { width: w, height: h, depth })
                .mip_levels(levels)
                .array_layers(layers)
                .samples(samples)
                .tiling(tiling)
                .usage(usage)
                .initial_layout(vk::ImageLayout::UNDEFINED);
            let image = d.create_image(&info, None).map_err(vk_err("vkCreateImage"))?;
            self.images.push((image, vk::DeviceMemory::null()));
            let req = d.get_image_memory_requirements(image);
            let kind = gpu
                .memory_type(req.memory_type_bits, vk::MemoryPropertyFlags::DEVICE_LOCAL)
                .or_else(|| gpu.memory_type(req.memory_type_bits, vk::MemoryPropertyFlags::empty()))
                .ok_or("no memory type for an image")?;
            let alloc = vk::MemoryAllocateInfo::default().allocation_size(req.size).memory_type_index(kind);
            let memory = d.allocate_memory(&alloc, None).map_err(vk_err("vkAllocateMemory"))?;
            if let Some(last) = self.images.last_mut() {
                last.1 = memory;
            }
            d.bind_image_memory(image, memory, 0).map_err(vk_err("vkBindImageMemory"))?;

            // Subresources layer by layer, level by level, 16-byte aligned.
            let mut staging = Vec::new();
            let mut regions = Vec::new();
            for (i, texels) in desc.subresources().iter().enumerate() {
                let (layer, level) = (i as u32 / levels, i as u32 % levels);
                let [w, h, depth] = desc.extent(level);
                staging.resize(staging.len().div_ceil(16) * 16, 0);
                regions.push(
                    vk::BufferImageCopy::default()
                        .buffer_offset(staging.len() as u64)
                        .image_subresource(vk::ImageSubresourceLayers {
                            aspect_mask: aspect,
                            mip_level: level,
                            base_array_layer: layer,
                            layer_count: 1,
                        })
                        .image_extent(vk::Extent3D { width: w, height: h, depth }),
                );
                staging.extend_from_slice(texels);
            }
            let buffer = self.host_buffer(gpu, &staging, vk::BufferUsageFlags::TRANSFER_SRC)?;
            let all = vk::ImageSubresourceRange {
                aspect_mask: aspect,
                base_mip_level: 0,
                level_count: levels,
                base_array_layer: 0,
                layer_count: layers,
            };
            let to_copy = vk::ImageMemoryBarrier::default()
                .dst_access_mask(vk::AccessFlags::TRANSFER_WRITE)
                .old_layout(vk::ImageLayout::UNDEFINED)
                .new_layout(vk::ImageLayout::TRANSFER_DST_OPTIMAL)
                .src_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
                .dst_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
                .image(image)
                .subresource_range(all);
            let stages = (vk::PipelineStageFlags::TOP_OF_PIPE, vk::PipelineStageFlags::TRANSFER);
            d.cmd_pipeline_barrier(cb, stages.0, stages.1, vk::DependencyFlags::empty(), &[], &[], &[to_copy]);
            let dst = vk::ImageLayout::TRANSFER_DST_OPTIMAL;
            if multisampled {
                // Every sample holds the content's one value (zero or one).
                let one = desc.content == nsl_testfile::texture::Content::One;
                let color = match desc.format.channel {
                    Channel::Unorm8 | Channel::Float16 | Channel::Float32 => {
                        vk::ClearColorValue { float32: [if one { 1.0 } else { 0.0 }; 4] }
                    }
                    Channel::Uint8 | Channel::Uint16 | Channel::Uint32 => {
                        vk::ClearColorValue { uint32: [u32::from(one); 4] }
                    }
                    Channel::Sint8 | Channel::Sint16 | Channel::Sint32 => {
                        vk::ClearColorValue { int32: [i32::from(one); 4] }
                    }
                };
                d.cmd_clear_color_image(cb, image, dst, &color, &[all]);
            } else {
                d.cmd_copy_buffer_to_image(cb, buffer, image, dst, &regions);
            }
            let to_shader = to_copy
                .src_access_mask(vk::AccessFlags::TRANSFER_WRITE)
                .dst_access_mask(vk::AccessFlags::SHADER_READ | vk::AccessFlags::SHADER_WRITE)
                .old_layout(vk::ImageLayout::TRANSFER_DST_OPTIMAL)
                .new_layout(vk::ImageLayout::GENERAL);
            let stages = (vk::PipelineStageFlags::TRANSFER, vk::PipelineStageFlags::ALL_COMMANDS);
            d.cmd_pipeline_barrier(cb, stages.0, stages.1, vk::DependencyFlags::empty(), &[], &[], &[to_shader]);

            // A storage view sees one level; a non-array view one layer
            // (a cube's six faces).
            let view_layers = match view_type {
                vk::ImageViewType::CUBE => 6,
                vk::ImageViewType::CUBE_ARRAY => layers / 6 * 6,
                vk::ImageViewType::TYPE_1D_ARRAY | vk::ImageViewType::TYPE_2D_ARRAY => layers,
                _ => 1,
            };
            let range = vk::ImageSubresourceRange {
                level_count: if decl.storage { 1 } else { levels },
                layer_count: view_layers,
                ..all
            };
            let info = vk::ImageViewCreateInfo::default()
                .image(image)
                .view_type(view_type)
                .format(format)
                .subresource_range(range);
            let view = d.create_image_view(&info, None).map_err(vk_err("vkCreateImageView"))?;
            self.views.push(view);
            Ok(view)
        }
    }

    /// render-test's sampler (slang-rhi's defaults): linear or point
    /// filtering, repeat on every axis, levels of detail 0 to 1000.
    fn sampler(&mut self, desc: &SamplerDesc) -> Result<vk::Sampler, String> {
        let (filter, mip) = if desc.point {
            (vk::Filter::NEAREST, vk::SamplerMipmapMode::NEAREST)
        } else {
            (vk::Filter::LINEAR, vk::SamplerMipmapMode::LINEAR)
        };
        let info = vk::SamplerCreateInfo::default()
            .mag_filter(filter)
            .min_filter(filter)
            .mipmap_mode(mip)
            .address_mode_u(vk::SamplerAddressMode::REPEAT)
            .address_mode_v(vk::SamplerAddressMode::REPEAT)
            .address_mode_w(vk::SamplerAddressMode::REPEAT)
            .max_anisotropy(1.0)
            .compare_enable(desc.compare)
            .compare_op(vk::CompareOp::LESS)
            .min_lod(0.0)
            .max_lod(1000.0)
            .border_color(vk::BorderColor::FLOAT_OPAQUE_WHITE);
        // SAFETY: valid device; the create info outlives the call.
        let sampler = unsafe { self.device.create_sampler(&info, None) }.map_err(vk_err("vkCreateSampler"))?;
        self.samplers.push(sampler);
        Ok(sampler)
    }

    /// Creates the job's buffers (its descriptors' first, then those
    /// reached by address, so that `self.buffers` starts with them in
    /// that order) and writes the device addresses its patches ask for.
    fn memory(&mut self, gpu: &Gpu, memory: &Memory) -> Result<(), String> {
        let addresses = !memory.patches.is_empty() || !memory.address_buffers.is_empty();
        if addresses && !gpu.buffer_device_address {
            return Err(format!("{DEVICE_LACKS} bufferDeviceAddress ({}), which device addresses need", gpu.name));
        }
        let extra = if addresses { vk::BufferUsageFlags::SHADER_DEVICE_ADDRESS } else { vk::BufferUsageFlags::empty() };
        for b in memory.buffers {
            let usage =
                if b.uniform { vk::BufferUsageFlags::UNIFORM_BUFFER } else { vk::BufferUsageFlags::STORAGE_BUFFER };
            self.host_buffer(gpu, &b.bytes, usage | extra)?;
        }
        for bytes in memory.address_buffers {
            self.host_buffer(gpu, bytes, vk::BufferUsageFlags::STORAGE_BUFFER | extra)?;
        }
        self.push = memory.push_constants.to_vec();
        let index = |r: BufferRef| match r {
            BufferRef::Descriptor(i) if i < memory.buffers.len() => Some(i),
            BufferRef::Address(i) if i < memory.address_buffers.len() => Some(memory.buffers.len() + i),
            _ => None,
        };
        let d = self.device;
        for p in memory.patches {
            let of = index(p.of).ok_or_else(|| format!("no buffer {:?} to take the address of", p.of))?;
            let info = vk::BufferDeviceAddressInfo::default().buffer(self.buffers[of].0);
            // SAFETY: a valid buffer created with SHADER_DEVICE_ADDRESS
            // on a device with bufferDeviceAddress enabled.
            let address = unsafe { d.get_buffer_device_address(&info) }.to_le_bytes();
            let at = p.offset as usize;
            match p.into {
                BufferRef::PushConstants => {
                    let slot = self.push.get_mut(at..at + 8).ok_or("a device address past the push constants")?;
                    slot.copy_from_slice(&address);
                }
                into => {
                    let i = index(into).ok_or_else(|| format!("no buffer {into:?} to write an address into"))?;
                    let len = match into {
                        BufferRef::Descriptor(j) => memory.buffers[j].bytes.len(),
                        _ => memory.address_buffers[i - memory.buffers.len()].len(),
                    };
                    if at + 8 > len {
                        return Err(format!("a device address at byte {at} of a buffer of {len} bytes"));
                    }
                    // SAFETY: host-visible memory of at least `len` bytes,
                    // not in use by the device yet.
                    unsafe {
                        let ptr = d
                            .map_memory(self.buffers[i].1, 0, vk::WHOLE_SIZE, vk::MemoryMapFlags::empty())
                            .map_err(vk_err("vkMapMemory"))?;
                        std::slice::from_raw_parts_mut(ptr.cast::<u8>(), len)[at..at + 8].copy_from_slice(&address);
                        d.unmap_memory(self.buffers[i].1);
                    }
                }
            }
        }
        Ok(())
    }

    /// Creates the job's buffers ([`Self::memory`]), a command buffer
    /// (begun) and every descriptor: textures are uploaded on the command
    /// buffer. Returns the command buffer and the descriptor sets, bound
    /// to nothing yet; the pipeline layout is made for `stages`.
    fn descriptors(
        &mut self,
        gpu: &Gpu,
        memory: &Memory,
        images: &[DescriptorImage],
        stages: vk::ShaderStageFlags,
    ) -> Result<(vk::CommandBuffer, Vec<vk::DescriptorSet>), String> {
        let d = self.device;
        let buffers = memory.buffers;
        self.memory(gpu, memory)?;
        // SAFETY (all calls below): the handles are valid objects of `d`
        // created here; every struct passed outlives its call.
        unsafe {
            let info = vk::CommandPoolCreateInfo::default().queue_family_index(gpu.queue_family);
            self.command_pool = d.create_command_pool(&info, None).map_err(vk_err("vkCreateCommandPool"))?;
            let info = vk::CommandBufferAllocateInfo::default()
                .command_pool(self.command_pool)
                .level(vk::CommandBufferLevel::PRIMARY)
                .command_buffer_count(1);
            let cb = d.allocate_command_buffers(&info).map_err(vk_err("vkAllocateCommandBuffers"))?[0];
            let begin = vk::CommandBufferBeginInfo::default().flags(vk::CommandBufferUsageFlags::ONE_TIME_SUBMIT);
            d.begin_command_buffer(cb, &begin).map_err(vk_err("vkBeginCommandBuffer"))?;

            // Every descriptor: its slot, its type and what it points to.
            let mut infos: Vec<(u32, u32, u32, vk::DescriptorType, Info)> = Vec::new();
            for (b, &(buffer, _)) in buffers.iter().zip(&self.buffers) {
                let info = vk::DescriptorBufferInfo::default().buffer(buffer).range(vk::WHOLE_SIZE);
                infos.push((b.set, b.binding, b.element, descriptor_type(b), Info::Buffer([info])));
            }
            for i in images {
                let (ty, info) = match &i.what {
                    ImageKind::Texture { desc, image } => {
                        let view = self.texture(gpu, cb, desc, *image)?;
                        let ty = if image.storage {
                            vk::DescriptorType::STORAGE_IMAGE
                        } else {
                            vk::DescriptorType::SAMPLED_IMAGE
                        };
                        (ty, vk::DescriptorImageInfo::default().image_view(view).image_layout(vk::ImageLayout::GENERAL))
                    }
                    ImageKind::Sampler(desc) => {
                        let sampler = self.sampler(desc)?;
                        (vk::DescriptorType::SAMPLER, vk::DescriptorImageInfo::default().sampler(sampler))
                    }
                    ImageKind::TextureSampler { desc, image, sampler } => {
                        let view = self.texture(gpu, cb, desc, *image)?;
                        let sampler = self.sampler(sampler)?;
                        let info = vk::DescriptorImageInfo::default()
                            .image_view(view)
                            .sampler(sampler)
                            .image_layout(vk::ImageLayout::GENERAL);
                        (vk::DescriptorType::COMBINED_IMAGE_SAMPLER, info)
                    }
                };
                infos.push((i.set, i.binding, i.element, ty, Info::Image([info])));
            }

            let set_count = infos.iter().map(|i| i.0 + 1).max().unwrap_or(0);
            for set in 0..set_count {
                // One layout binding per slot, as many descriptors as its
                // highest element.
                let mut bindings: Vec<vk::DescriptorSetLayoutBinding> = Vec::new();
                for &(_, binding, element, ty, _) in infos.iter().filter(|i| i.0 == set) {
                    match bindings.iter_mut().find(|b| b.binding == binding) {
                        Some(b) => b.descriptor_count = b.descriptor_count.max(element + 1),
                        None => bindings.push(
                            vk::DescriptorSetLayoutBinding::default()
                                .binding(binding)
                                .descriptor_type(ty)
                                .descriptor_count(element + 1)
                                .stage_flags(stages),
                        ),
                    }
                }
                let info = vk::DescriptorSetLayoutCreateInfo::default().bindings(&bindings);
                let layout =
                    d.create_descriptor_set_layout(&info, None).map_err(vk_err("vkCreateDescriptorSetLayout"))?;
                self.set_layouts.push(layout);
            }
            let push_size = push_size(&self.push);
            let ranges = [vk::PushConstantRange::default().stage_flags(stages).offset(0).size(push_size)];
            let info = vk::PipelineLayoutCreateInfo::default()
                .set_layouts(&self.set_layouts)
                .push_constant_ranges(if push_size > 0 { &ranges } else { &[] });
            self.pipeline_layout = d.create_pipeline_layout(&info, None).map_err(vk_err("vkCreatePipelineLayout"))?;

            let mut sizes: Vec<vk::DescriptorPoolSize> = Vec::new();
            for &(_, _, _, ty, _) in &infos {
                match sizes.iter_mut().find(|s| s.ty == ty) {
                    Some(s) => s.descriptor_count += 1,
                    None => sizes.push(vk::DescriptorPoolSize { ty, descriptor_count: 1 }),
                }
            }
            let mut sets = Vec::new();
            if set_count > 0 {
                let info = vk::DescriptorPoolCreateInfo::default().max_sets(set_count).pool_sizes(&sizes);
                self.pool = d.create_descriptor_pool(&info, None).map_err(vk_err("vkCreateDescriptorPool"))?;
                let info =
                    vk::DescriptorSetAllocateInfo::default().descriptor_pool(self.pool).set_layouts(&self.set_layouts);
                sets = d.allocate_descriptor_sets(&info).map_err(vk_err("vkAllocateDescriptorSets"))?;
                let writes: Vec<vk::WriteDescriptorSet> = infos
                    .iter()
                    .map(|(set, binding, element, ty, info)| {
                        let write = vk::WriteDescriptorSet::default()
                            .dst_set(sets[*set as usize])
                            .dst_binding(*binding)
                            .dst_array_element(*element)
                            .descriptor_type(*ty);
                        match info {
                            Info::Buffer(b) => write.buffer_info(b),
                            Info::Image(i) => write.image_info(i),
                        }
                    })
                    .collect();
                d.update_descriptor_sets(&writes, &[]);
            }
            Ok((cb, sets))
        }
    }

    /// Binds the descriptor sets and the push constants for `bind_point`.
    fn bind(
        &self,
        cb: vk::CommandBuffer,
        bind_point: vk::PipelineBindPoint,
        sets: &[vk::DescriptorSet],
        stages: vk::ShaderStageFlags,
    ) {
        let push_constants = &self.push;
        let d = self.device;
        // SAFETY: `cb` is recording; the sets and layout are valid.
        unsafe {
            d.cmd_bind_pipeline(cb, bind_point, self.pipeline);
            if !sets.is_empty() {
                d.cmd_bind_descriptor_sets(cb, bind_point, self.pipeline_layout, 0, sets, &[]);
            }
            let size = push_size(push_constants);
            if size > 0 {
                let mut data = push_constants.to_vec();
                data.resize(size as usize, 0);
                d.cmd_push_constants(cb, self.pipeline_layout, stages, 0, &data);
            }
        }
    }

    /// The shader module of `spirv`.
    fn module(&mut self, spirv: &[u32]) -> Result<vk::ShaderModule, String> {
        let info = vk::ShaderModuleCreateInfo::default().code(spirv);
        // SAFETY: valid device; the create info outlives the call.
        self.module =
            unsafe { self.device.create_shader_module(&info, None) }.map_err(vk_err("vkCreateShaderModule"))?;
        Ok(self.module)
    }

    /// Ends `cb` after a barrier that makes every shader and transfer write
    /// visible to the host, submits it and waits.
    fn submit(&mut self, gpu: &Gpu, cb: vk::CommandBuffer) -> Result<(), String> {
        let d = self.device;
        // SAFETY: `cb` is recording; every handle is valid.
        unsafe {
            let barrier = [vk::MemoryBarrier::default()
                .src_access_mask(vk::AccessFlags::SHADER_WRITE | vk::AccessFlags::TRANSFER_WRITE)
                .dst_access_mask(vk::AccessFlags::HOST_READ)];
            d.cmd_pipeline_barrier(
                cb,
                vk::PipelineStageFlags::ALL_COMMANDS,
                vk::PipelineStageFlags::HOST,
                vk::DependencyFlags::empty(),
                &barrier,
                &[],
                &[],
            );
            d.end_command_buffer(cb).map_err(vk_err("vkEndCommandBuffer"))?;
            self.fence = d.create_fence(&vk::FenceCreateInfo::default(), None).map_err(vk_err("vkCreateFence"))?;
            let cbs = [cb];
            let submit = [vk::SubmitInfo::default().command_buffers(&cbs)];
            d.queue_submit(gpu.queue, &submit, self.fence).map_err(vk_err("vkQueueSubmit"))?;
            d.wait_for_fences(&[self.fence], true, u64::MAX).map_err(vk_err("vkWaitForFences"))?;
        }
        Ok(())
    }

    /// The contents of the first `count` buffers created, each as long as
    /// `lengths` says.
    fn read_buffers(&self, lengths: impl Iterator<Item = usize>) -> Result<Vec<Vec<u8>>, String> {
        let d = self.device;
        let mut out = Vec::new();
        for (len, &(_, memory)) in lengths.zip(&self.buffers) {
            // SAFETY: the queue is idle; the mapped range is within the
            // allocation (host buffers are at least `len` bytes long).
            unsafe {
                let ptr = d
                    .map_memory(memory, 0, vk::WHOLE_SIZE, vk::MemoryMapFlags::empty())
                    .map_err(vk_err("vkMapMemory"))?;
                out.push(std::slice::from_raw_parts(ptr.cast::<u8>(), len).to_vec());
                d.unmap_memory(memory);
            }
        }
        Ok(out)
    }

    fn run(&mut self, gpu: &Gpu, job: &Job) -> Result<Vec<Vec<u8>>, String> {
        let d = self.device;
        let stages = vk::ShaderStageFlags::COMPUTE;
        let (cb, sets) = self.descriptors(gpu, &job.memory, job.images, stages)?;
        let module = self.module(job.spirv)?;
        let name = CString::new(job.entry).map_err(|_| "the entry point name holds a NUL".to_string())?;
        // SAFETY (all calls below): the handles are valid objects of `d`
        // created here; every struct passed outlives its call.
        unsafe {
            let stage = vk::PipelineShaderStageCreateInfo::default().stage(stages).module(module).name(name.as_c_str());
            let info = [vk::ComputePipelineCreateInfo::default().stage(stage).layout(self.pipeline_layout)];
            let pipelines = d
                .create_compute_pipelines(vk::PipelineCache::null(), &info, None)
                .map_err(|(_, e)| format!("vkCreateComputePipelines failed: {e}"))?;
            self.pipeline = pipelines.first().copied().unwrap_or_default();
            self.bind(cb, vk::PipelineBindPoint::COMPUTE, &sets, stages);
            let [x, y, z] = job.groups;
            d.cmd_dispatch(cb, x, y, z);
        }
        self.submit(gpu, cb)?;
        self.read_buffers(job.memory.lengths())
    }
}

impl Memory<'_> {
    /// The lengths of the buffers, then of the address buffers.
    fn lengths(&self) -> impl Iterator<Item = usize> + '_ {
        self.buffers.iter().map(|b| b.bytes.len()).chain(self.address_buffers.iter().map(Vec::len))
    }
}

/// The push-constant block's size: its bytes rounded up to words.
fn push_size(push_constants: &[u8]) -> u32 {
    (push_constants.len() as u32).div_ceil(4) * 4
}

/// What a descriptor write points to.
enum Info {
    Buffer([vk::DescriptorBufferInfo; 1]),
    Image([vk::DescriptorImageInfo; 1]),
}

fn descriptor_type(b: &DescriptorBuffer) -> vk::DescriptorType {
    if b.uniform {
        vk::DescriptorType::UNIFORM_BUFFER
    } else {
        vk::DescriptorType::STORAGE_BUFFER
    }
}

/// The Vulkan format of a render-test format name.
fn vk_format(name: &str) -> Option<vk::Format> {
    Some(match name {
        "RGBA8Unorm" => vk::Format::R8G8B8A8_UNORM,
        "R16Float" => vk::Format::R16_SFLOAT,
        "RG16Float" => vk::Format::R16G16_SFLOAT,
        "RGBA16Float" => vk::Format::R16G16B16A16_SFLOAT,
        "R32Float" => vk::Format::R32_SFLOAT,
        "D32Float" => vk::Format::D32_SFLOAT,
        "RG32Float" => vk::Format::R32G32_SFLOAT,
        "RGBA32Float" => vk::Format::R32G32B32A32_SFLOAT,
        "R8Uint" => vk::Format::R8_UINT,
        "RG8Uint" => vk::Format::R8G8_UINT,
        "RGBA8Uint" => vk::Format::R8G8B8A8_UINT,
        "R16Uint" => vk::Format::R16_UINT,
        "RG16Uint" => vk::Format::R16G16_UINT,
        "RGBA16Uint" => vk::Format::R16G16B16A16_UINT,
        "R32Uint" => vk::Format::R32_UINT,
        "RG32Uint" => vk::Format::R32G32_UINT,
        "RGBA32Uint" => vk::Format::R32G32B32A32_UINT,
        "R8Sint" => vk::Format::R8_SINT,
        "RG8Sint" => vk::Format::R8G8_SINT,
        "RGBA8Sint" => vk::Format::R8G8B8A8_SINT,
        "R16Sint" => vk::Format::R16_SINT,
        "RG16Sint" => vk::Format::R16G16_SINT,
        "RGBA16Sint" => vk::Format::R16G16B16A16_SINT,
        "R32Sint" => vk::Format::R32_SINT,
        "RG32Sint" => vk::Format::R32G32_SINT,
        "RGBA32Sint" => vk::Format::R32G32B32A32_SINT,
        _ => return None,
    })
}

fn shape_name(desc: &TextureDesc) -> &'static str {
    match desc.shape {
        Shape::D1 => "1D",
        Shape::D2 => "2D",
        Shape::D3 => "3D",
        Shape::Cube => "cube",
    }
}

/// The image type of a texture input and the view type of the module's
/// declaration of it; an error when the two cannot meet.
fn view_of(desc: &TextureDesc, decl: ImageType) -> Result<(vk::ImageType, vk::ImageViewType), String> {
    use vk::ImageViewType as V;
    let image = match desc.shape {
        Shape::D1 => vk::ImageType::TYPE_1D,
        Shape::D2 | Shape::Cube => vk::ImageType::TYPE_2D,
        Shape::D3 => vk::ImageType::TYPE_3D,
    };
    let view = match (desc.shape, decl.dim, decl.arrayed) {
        (Shape::D1, Dim::D1, false) => V::TYPE_1D,
        (Shape::D1, Dim::D1, true) => V::TYPE_1D_ARRAY,
        (Shape::D2 | Shape::Cube, Dim::D2, false) => V::TYPE_2D,
        (Shape::D2 | Shape::Cube, Dim::D2, true) => V::TYPE_2D_ARRAY,
        (Shape::D3, Dim::D3, false) => V::TYPE_3D,
        (Shape::Cube, Dim::Cube, false) => V::CUBE,
        (Shape::Cube, Dim::Cube, true) => V::CUBE_ARRAY,
        _ => {
            let array = if decl.arrayed { " array" } else { "" };
            return Err(format!(
                "a {} texture input cannot be viewed as the module's {:?}{array} texture",
                shape_name(desc),
                decl.dim
            ));
        }
    };
    Ok((image, view))
}

impl Drop for Resources<'_> {
    fn drop(&mut self) {
        let d = self.device;
        // SAFETY: the queue is idle after the fence wait (or nothing was
        // submitted); destroying null handles is allowed.
        unsafe {
            let _ = d.device_wait_idle();
            d.destroy_fence(self.fence, None);
            d.destroy_command_pool(self.command_pool, None);
            d.destroy_descriptor_pool(self.pool, None);
            d.destroy_pipeline(self.pipeline, None);
            d.destroy_framebuffer(self.framebuffer, None);
            d.destroy_render_pass(self.render_pass, None);
            d.destroy_shader_module(self.module, None);
            d.destroy_pipeline_layout(self.pipeline_layout, None);
            for &l in &self.set_layouts {
                d.destroy_descriptor_set_layout(l, None);
            }
            for &(buffer, memory) in &self.buffers {
                d.destroy_buffer(buffer, None);
                d.free_memory(memory, None);
            }
            for &s in &self.samplers {
                d.destroy_sampler(s, None);
            }
            for &v in &self.views {
                d.destroy_image_view(v, None);
            }
            for &(image, memory) in &self.images {
                d.destroy_image(image, None);
                d.free_memory(memory, None);
            }
        }
    }
}

/// The instructions of a SPIR-V module after its header: opcode and
/// operands; a malformed word count ends the walk.
fn instructions(spirv: &[u32]) -> impl Iterator<Item = (u32, &[u32])> {
    let mut i = 5;
    std::iter::from_fn(move || {
        let count = (*spirv.get(i)? >> 16) as usize;
        if count == 0 || i + count > spirv.len() {
            return None;
        }
        let inst = &spirv[i..i + count];
        i += count;
        Some((inst[0] & 0xffff, &inst[1..]))
    })
}

/// A literal string operand.
fn literal_string(words: &[u32]) -> Option<String> {
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    CStr::from_bytes_until_nul(&bytes).ok().map(|s| s.to_string_lossy().into_owned())
}

/// The Vulkan device extension that lets a module declare the SPIR-V
/// extension `spv` (the Vulkan specification's table of SPIR-V
/// extensions); `None` for one this table does not know.
fn vulkan_extension_for(spv: &str) -> Option<&'static str> {
    Some(match spv {
        "SPV_NV_shader_subgroup_partitioned" => "VK_NV_shader_subgroup_partitioned",
        "SPV_KHR_subgroup_rotate" => "VK_KHR_shader_subgroup_rotate",
        "SPV_KHR_quad_control" => "VK_KHR_shader_quad_control",
        "SPV_EXT_shader_atomic_float_add" => "VK_EXT_shader_atomic_float",
        "SPV_EXT_shader_atomic_float_min_max" | "SPV_EXT_shader_atomic_float16_add" => "VK_EXT_shader_atomic_float2",
        "SPV_EXT_shader_image_int64" => "VK_EXT_shader_image_atomic_int64",
        "SPV_KHR_bfloat16" => "VK_KHR_shader_bfloat16",
        "SPV_EXT_float8" => "VK_EXT_shader_float8",
        "SPV_KHR_ray_query" => "VK_KHR_ray_query",
        "SPV_KHR_ray_tracing" => "VK_KHR_ray_tracing_pipeline",
        "SPV_KHR_shader_clock" => "VK_KHR_shader_clock",
        "SPV_KHR_maximal_reconvergence" => "VK_KHR_shader_maximal_reconvergence",
        "SPV_KHR_expect_assume" => "VK_KHR_shader_expect_assume",
        "SPV_KHR_compute_shader_derivatives" => "VK_KHR_compute_shader_derivatives",
        "SPV_NV_compute_shader_derivatives" => "VK_NV_compute_shader_derivatives",
        "SPV_KHR_cooperative_matrix" => "VK_KHR_cooperative_matrix",
        "SPV_NV_cooperative_vector" => "VK_NV_cooperative_vector",
        "SPV_EXT_mesh_shader" => "VK_EXT_mesh_shader",
        "SPV_EXT_fragment_shader_interlock" => "VK_EXT_fragment_shader_interlock",
        "SPV_KHR_fragment_shader_barycentric" => "VK_KHR_fragment_shader_barycentric",
        "SPV_KHR_fragment_shading_rate" => "VK_KHR_fragment_shading_rate",
        "SPV_EXT_shader_stencil_export" => "VK_EXT_shader_stencil_export",
        "SPV_KHR_integer_dot_product" => "VK_KHR_shader_integer_dot_product",
        _ => return None,
    })
}

/// The SPIR-V extensions `spirv` declares (`OpExtension`).
pub fn declared_extensions(spirv: &[u32]) -> Vec<String> {
    const OP_EXTENSION: u32 = 10;
    instructions(spirv)
        .filter(|&(op, _)| op == OP_EXTENSION)
        .filter_map(|(_, operands)| literal_string(operands))
        .collect()
}

/// The names of a SPIR-V module's entry points (`OpEntryPoint`).
pub fn entry_point_names(spirv: &[u32]) -> Vec<String> {
    const OP_ENTRY_POINT: u32 = 15;
    instructions(spirv)
        .filter(|&(op, operands)| op == OP_ENTRY_POINT && operands.len() > 2)
        .filter_map(|(_, operands)| literal_string(&operands[2..]))
        .collect()
}

/// The name of the module's entry point `wanted` if it has one, else of
/// its only entry point of execution model `model` (SPIR-V's number:
/// 0 vertex, 4 fragment, 5 compute), as a text target's tool names it
/// (`main`).
pub fn entry_point_named_or_of_model(spirv: &[u32], wanted: &str, model: u32) -> Option<String> {
    const OP_ENTRY_POINT: u32 = 15;
    let entries: Vec<(u32, String)> = instructions(spirv)
        .filter(|&(op, operands)| op == OP_ENTRY_POINT && operands.len() > 2)
        .filter_map(|(_, operands)| Some((operands[0], literal_string(&operands[2..])?)))
        .collect();
    if entries.iter().any(|(_, name)| name == wanted) {
        return Some(wanted.to_string());
    }
    match entries.iter().filter(|(m, _)| *m == model).collect::<Vec<_>>().as_slice() {
        [(_, only)] => Some(only.clone()),
        _ => None,
    }
}

/// The input locations of the module's vertex entry point `entry`, each
/// location a leaf occupies (a matrix one per column, an array one per
/// element), in ascending order.
pub fn vertex_input_locations(spirv: &[u32], entry: &str) -> Vec<u32> {
    const OP_ENTRY_POINT: u32 = 15;
    const OP_TYPE_MATRIX: u32 = 24;
    const OP_TYPE_ARRAY: u32 = 28;
    const OP_TYPE_POINTER: u32 = 32;
    const OP_CONSTANT: u32 = 43;
    const OP_VARIABLE: u32 = 59;
    const OP_DECORATE: u32 = 71;
    const LOCATION: u32 = 30;
    const INPUT: u32 = 1;
    const VERTEX: u32 = 0;
    let mut interface = Vec::new();
    let mut locations = std::collections::HashMap::new();
    let mut pointees = std::collections::HashMap::new();
    let mut slots = std::collections::HashMap::new();
    let mut constants = std::collections::HashMap::new();
    let mut inputs = std::collections::HashMap::new();
    for (op, w) in instructions(spirv) {
        match (op, w) {
            (OP_ENTRY_POINT, [VERTEX, _, rest @ ..]) if literal_string(rest).as_deref() == Some(entry) => {
                // The name's words end at the first word with a zero byte.
                let name_words = rest.iter().position(|w| w.to_le_bytes().contains(&0)).map_or(rest.len(), |i| i + 1);
                interface = rest[name_words..].to_vec();
            }
            (OP_DECORATE, [id, LOCATION, value, ..]) => {
                locations.insert(*id, *value);
            }
            (OP_TYPE_POINTER, [id, _, pointee, ..]) => {
                pointees.insert(*id, *pointee);
            }
            (OP_CONSTANT, [_, id, value, ..]) => {
                constants.insert(*id, *value);
            }
            (OP_TYPE_MATRIX, [id, _, columns, ..]) => {
                slots.insert(*id, *columns);
            }
            (OP_TYPE_ARRAY, [id, elem, length, ..]) => {
                let per = slots.get(elem).copied().unwrap_or(1);
                slots.insert(*id, per * constants.get(length).copied().unwrap_or(1));
            }
            (OP_VARIABLE, [ty, id, INPUT, ..]) => {
                inputs.insert(*id, *ty);
            }
            _ => {}
        }
    }
    let mut out: Vec<u32> = interface
        .iter()
        .filter_map(|id| {
            let ty = inputs.get(id)?;
            let first = *locations.get(id)?;
            let count = pointees.get(ty).and_then(|p| slots.get(p)).copied().unwrap_or(1);
            Some((first..first + count).collect::<Vec<_>>())
        })
        .flatten()
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// What a descriptor-bound variable of a module holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DescriptorKind {
    StorageBuffer,
    UniformBuffer,
    /// A sampled or storage image (`OpTypeImage`).
    Image(ImageType),
    Sampler,
    /// A combined image-sampler (`OpTypeSampledImage` of this image).
    CombinedImage(ImageType),
    /// A texel buffer, an array of descriptors...
    Other,
}

/// An `OpTypeImage` as a descriptor's view needs it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ImageType {
    pub dim: Dim,
    pub arrayed: bool,
    /// `Sampled = 2`: a storage image; else sampled.
    pub storage: bool,
    /// `MS = 1`.
    pub multisampled: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dim {
    D1,
    D2,
    D3,
    Cube,
}

/// A module-level variable with a `Binding` decoration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoundVariable {
    /// Its `OpName` (empty without one).
    pub name: String,
    pub set: u32,
    pub binding: u32,
    pub kind: DescriptorKind,
}

/// The descriptor-bound variables of a SPIR-V module: their names, slots
/// and kinds, so that inputs reach the slots the module itself declares,
/// whichever compiler wrote it.
pub fn bound_variables(spirv: &[u32]) -> Vec<BoundVariable> {
    const OP_NAME: u32 = 5;
    const OP_TYPE_IMAGE: u32 = 25;
    const OP_TYPE_SAMPLER: u32 = 26;
    const OP_TYPE_SAMPLED_IMAGE: u32 = 27;
    const OP_TYPE_ARRAY: u32 = 28;
    const OP_TYPE_RUNTIME_ARRAY: u32 = 29;
    const OP_TYPE_POINTER: u32 = 32;
    const OP_VARIABLE: u32 = 59;
    const OP_DECORATE: u32 = 71;
    const BUFFER_BLOCK: u32 = 3;
    const BINDING: u32 = 33;
    const DESCRIPTOR_SET: u32 = 34;
    const UNIFORM: u32 = 2;
    const STORAGE_BUFFER: u32 = 12;
    let mut names = std::collections::HashMap::new();
    let mut bindings = std::collections::HashMap::new();
    let mut sets = std::collections::HashMap::new();
    let mut buffer_blocks = std::collections::HashSet::new();
    let mut pointees = std::collections::HashMap::new();
    let mut opaque = std::collections::HashMap::new();
    // An array of descriptors: its element type.
    let mut elements = std::collections::HashMap::new();
    let mut variables = Vec::new();
    for (op, w) in instructions(spirv) {
        match (op, w) {
            (OP_NAME, [id, rest @ ..]) => {
                names.insert(*id, literal_string(rest).unwrap_or_default());
            }
            (OP_DECORATE, [id, BINDING, value, ..]) => {
                bindings.insert(*id, *value);
            }
            (OP_DECORATE, [id, DESCRIPTOR_SET, value, ..]) => {
                sets.insert(*id, *value);
            }
            (OP_DECORATE, [id, BUFFER_BLOCK, ..]) => {
                buffer_blocks.insert(*id);
            }
            // Texel buffers and subpass data stay `Other`.
            (OP_TYPE_IMAGE, &[id, _, dim, _, arrayed, ms, sampled, ..]) => {
                let dim = match dim {
                    0 => Some(Dim::D1),
                    1 => Some(Dim::D2),
                    2 => Some(Dim::D3),
                    3 => Some(Dim::Cube),
                    _ => None,
                };
                if let Some(dim) = dim {
                    opaque.insert(
                        id,
                        DescriptorKind::Image(ImageType {
                            dim,
                            arrayed: arrayed == 1,
                            storage: sampled == 2,
                            multisampled: ms == 1,
                        }),
                    );
                }
            }
            (OP_TYPE_SAMPLER, &[id]) => {
                opaque.insert(id, DescriptorKind::Sampler);
            }
            (OP_TYPE_SAMPLED_IMAGE, &[id, image]) => {
                if let Some(&DescriptorKind::Image(image)) = opaque.get(&image) {
                    opaque.insert(id, DescriptorKind::CombinedImage(image));
                }
            }
            (OP_TYPE_ARRAY | OP_TYPE_RUNTIME_ARRAY, [id, elem, ..]) => {
                elements.insert(*id, *elem);
            }
            (OP_TYPE_POINTER, [id, _, pointee, ..]) => {
                pointees.insert(*id, *pointee);
            }
            (OP_VARIABLE, [ty, id, class, ..]) => variables.push((*ty, *id, *class)),
            _ => {}
        }
    }
    variables
        .into_iter()
        .filter_map(|(ty, id, class)| {
            let binding = *bindings.get(&id)?;
            // The descriptor's type: the pointee, or its element when the
            // binding is an array of descriptors.
            let pointee = pointees.get(&ty).map(|p| elements.get(p).unwrap_or(p));
            let kind = match class {
                STORAGE_BUFFER => DescriptorKind::StorageBuffer,
                UNIFORM if pointee.is_some_and(|p| buffer_blocks.contains(p)) => DescriptorKind::StorageBuffer,
                UNIFORM => DescriptorKind::UniformBuffer,
                _ => pointee.and_then(|p| opaque.get(p)).copied().unwrap_or(DescriptorKind::Other),
            };
            let name = names.get(&id).cloned().unwrap_or_default();
            Some(BoundVariable { name, set: sets.get(&id).copied().unwrap_or(0), binding, kind })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn inst(opcode: u32, operands: &[u32]) -> Vec<u32> {
        let mut words = vec![((operands.len() as u32 + 1) << 16) | opcode];
        words.extend_from_slice(operands);
        words
    }

    #[test]
    fn bound_images_and_samplers() {
        // %1 = 2D arrayed sampled image, %2 = 3D storage image, %3 =
        // 2D multisampled image, %4 = sampler; UniformConstant pointers
        // %5..%8 to them and variables %9..%12 in bindings 0..3.
        let mut w = vec![0x0723_0203, 0x0001_0500, 0, 13, 0];
        w.extend(inst(25, &[1, 100, 1, 0, 1, 0, 1, 0]));
        w.extend(inst(25, &[2, 100, 2, 0, 0, 0, 2, 1]));
        w.extend(inst(25, &[3, 100, 1, 0, 0, 1, 1, 0]));
        w.extend(inst(26, &[4]));
        for i in 0..4 {
            w.extend(inst(71, &[9 + i, 33, i]));
            w.extend(inst(32, &[5 + i, 0, 1 + i]));
            w.extend(inst(59, &[5 + i, 9 + i, 0]));
        }
        let kinds: Vec<DescriptorKind> = bound_variables(&w).iter().map(|v| v.kind).collect();
        let image =
            |dim, arrayed, storage| DescriptorKind::Image(ImageType { dim, arrayed, storage, multisampled: false });
        let ms = DescriptorKind::Image(ImageType { dim: Dim::D2, arrayed: false, storage: false, multisampled: true });
        assert_eq!(kinds, [image(Dim::D2, true, false), image(Dim::D3, false, true), ms, DescriptorKind::Sampler]);
    }

    #[test]
    fn bound_variables_by_name() {
        // %1 = struct (BufferBlock), %2 = struct (Block); pointers %3
        // (Uniform %1), %4 (Uniform %2), %5 (StorageBuffer %2); variables
        // %6 "old" (Uniform, BufferBlock), %7 "cb" (Uniform), %8 "sb"
        // (StorageBuffer), %9 unnamed, %10 "img" (UniformConstant).
        let name = |id: u32, text: &[u8; 4]| inst(5, &[id, u32::from_le_bytes(*text), 0]);
        let mut w = vec![0x0723_0203, 0x0001_0500, 0, 11, 0];
        w.extend(name(6, b"old\0"));
        w.extend(name(7, b"cb\0\0"));
        w.extend(name(8, b"sb\0\0"));
        w.extend(name(10, b"img\0"));
        w.extend(inst(71, &[1, 3]));
        for (id, binding) in [(6, 4), (7, 1), (8, 2), (9, 3), (10, 5)] {
            w.extend(inst(71, &[id, 33, binding]));
        }
        w.extend(inst(71, &[7, 34, 1]));
        w.extend(inst(32, &[3, 2, 1]));
        w.extend(inst(32, &[4, 2, 2]));
        w.extend(inst(32, &[5, 12, 2]));
        w.extend(inst(59, &[3, 6, 2]));
        w.extend(inst(59, &[4, 7, 2]));
        w.extend(inst(59, &[5, 8, 12]));
        w.extend(inst(59, &[5, 9, 12]));
        w.extend(inst(59, &[4, 10, 0]));
        let v = |name: &str, set, binding, kind| BoundVariable { name: name.into(), set, binding, kind };
        assert_eq!(
            bound_variables(&w),
            [
                v("old", 0, 4, DescriptorKind::StorageBuffer),
                v("cb", 1, 1, DescriptorKind::UniformBuffer),
                v("sb", 0, 2, DescriptorKind::StorageBuffer),
                v("", 0, 3, DescriptorKind::StorageBuffer),
                v("img", 0, 5, DescriptorKind::Other),
            ]
        );
        // A truncated instruction ends the walk.
        assert!(bound_variables(&[0x0723_0203, 0, 0, 1, 0, 5 << 16]).is_empty());
    }
}

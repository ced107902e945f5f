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
//! [`Gpu::dispatch`] creates one host-visible buffer per descriptor
//! binding (storage or uniform) with the given contents, the descriptor
//! sets, a push-constant range when there are push constants, the
//! pipeline; records the dispatch and a barrier that makes the shader's
//! writes visible to the host; submits, waits, and reads every buffer
//! back. Everything it creates is destroyed when it returns, also on
//! errors.

use ash::vk;
use std::ffi::{CStr, CString};

/// An opened device.
pub struct Gpu {
    // Keeps the loader loaded while the instance lives.
    _entry: ash::Entry,
    instance: ash::Instance,
    device: ash::Device,
    queue: vk::Queue,
    queue_family: u32,
    memory: vk::PhysicalDeviceMemoryProperties,
    /// The device's name, as the driver reports it.
    pub name: String,
}

type DeviceParts = (ash::Device, vk::Queue, u32, vk::PhysicalDeviceMemoryProperties, String);

/// A buffer bound to a descriptor.
#[derive(Clone, Debug)]
pub struct DescriptorBuffer {
    pub set: u32,
    pub binding: u32,
    /// A uniform buffer; otherwise a storage buffer.
    pub uniform: bool,
    pub bytes: Vec<u8>,
}

/// One dispatch.
pub struct Job<'a> {
    pub spirv: &'a [u32],
    /// The entry point's name in the module.
    pub entry: &'a str,
    pub buffers: &'a [DescriptorBuffer],
    /// Contents of the push-constant block (empty: none).
    pub push_constants: &'a [u8],
    pub groups: [u32; 3],
}

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
            Ok((device, queue, queue_family, memory, name)) => {
                Ok(Gpu { _entry: entry, instance, device, queue, queue_family, memory, name })
            }
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
        let priorities = [1.0f32];
        let queues =
            [vk::DeviceQueueCreateInfo::default().queue_family_index(queue_family).queue_priorities(&priorities)];
        let info = vk::DeviceCreateInfo::default().queue_create_infos(&queues).push_next(&mut features);
        let device = unsafe { instance.create_device(physical, &info, None) }.map_err(vk_err("vkCreateDevice"))?;
        let queue = unsafe { device.get_device_queue(queue_family, 0) };
        let memory = unsafe { instance.get_physical_device_memory_properties(physical) };
        Ok((device, queue, queue_family, memory, name))
    }

    /// Runs one dispatch; returns the final contents of `job.buffers`.
    pub fn dispatch(&self, job: &Job) -> Result<Vec<Vec<u8>>, String> {
        Resources::default_for(&self.device).run(self, job)
    }

    fn memory_type(&self, bits: u32) -> Result<u32, String> {
        let wanted = vk::MemoryPropertyFlags::HOST_VISIBLE | vk::MemoryPropertyFlags::HOST_COHERENT;
        (0..self.memory.memory_type_count)
            .find(|&i| bits & (1 << i) != 0 && self.memory.memory_types[i as usize].property_flags.contains(wanted))
            .ok_or_else(|| "no host-visible, coherent memory type for a buffer".to_string())
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
    set_layouts: Vec<vk::DescriptorSetLayout>,
    pipeline_layout: vk::PipelineLayout,
    module: vk::ShaderModule,
    pipeline: vk::Pipeline,
    pool: vk::DescriptorPool,
    command_pool: vk::CommandPool,
    fence: vk::Fence,
}

impl<'d> Resources<'d> {
    fn default_for(device: &'d ash::Device) -> Resources<'d> {
        Resources {
            device,
            buffers: Vec::new(),
            set_layouts: Vec::new(),
            pipeline_layout: vk::PipelineLayout::null(),
            module: vk::ShaderModule::null(),
            pipeline: vk::Pipeline::null(),
            pool: vk::DescriptorPool::null(),
            command_pool: vk::CommandPool::null(),
            fence: vk::Fence::null(),
        }
    }

    fn run(&mut self, gpu: &Gpu, job: &Job) -> Result<Vec<Vec<u8>>, String> {
        let d = self.device;
        // SAFETY (all calls below): the handles are valid objects of `d`
        // created here; every struct passed outlives its call; mapped
        // ranges are within the allocations.
        unsafe {
            for b in job.buffers {
                let size = b.bytes.len().max(4) as u64;
                let usage =
                    if b.uniform { vk::BufferUsageFlags::UNIFORM_BUFFER } else { vk::BufferUsageFlags::STORAGE_BUFFER };
                let info = vk::BufferCreateInfo::default().size(size).usage(usage);
                let buffer = d.create_buffer(&info, None).map_err(vk_err("vkCreateBuffer"))?;
                self.buffers.push((buffer, vk::DeviceMemory::null()));
                let req = d.get_buffer_memory_requirements(buffer);
                let alloc = vk::MemoryAllocateInfo::default()
                    .allocation_size(req.size)
                    .memory_type_index(gpu.memory_type(req.memory_type_bits)?);
                let memory = d.allocate_memory(&alloc, None).map_err(vk_err("vkAllocateMemory"))?;
                if let Some(last) = self.buffers.last_mut() {
                    last.1 = memory;
                }
                d.bind_buffer_memory(buffer, memory, 0).map_err(vk_err("vkBindBufferMemory"))?;
                let ptr = d
                    .map_memory(memory, 0, vk::WHOLE_SIZE, vk::MemoryMapFlags::empty())
                    .map_err(vk_err("vkMapMemory"))?;
                let dst = std::slice::from_raw_parts_mut(ptr.cast::<u8>(), size as usize);
                dst.fill(0);
                dst[..b.bytes.len()].copy_from_slice(&b.bytes);
                d.unmap_memory(memory);
            }

            let set_count = job.buffers.iter().map(|b| b.set + 1).max().unwrap_or(0);
            for set in 0..set_count {
                let bindings: Vec<vk::DescriptorSetLayoutBinding> = job
                    .buffers
                    .iter()
                    .filter(|b| b.set == set)
                    .map(|b| {
                        vk::DescriptorSetLayoutBinding::default()
                            .binding(b.binding)
                            .descriptor_type(descriptor_type(b))
                            .descriptor_count(1)
                            .stage_flags(vk::ShaderStageFlags::COMPUTE)
                    })
                    .collect();
                let info = vk::DescriptorSetLayoutCreateInfo::default().bindings(&bindings);
                let layout =
                    d.create_descriptor_set_layout(&info, None).map_err(vk_err("vkCreateDescriptorSetLayout"))?;
                self.set_layouts.push(layout);
            }
            let push_size = (job.push_constants.len() as u32).div_ceil(4) * 4;
            let ranges =
                [vk::PushConstantRange::default().stage_flags(vk::ShaderStageFlags::COMPUTE).offset(0).size(push_size)];
            let info = vk::PipelineLayoutCreateInfo::default()
                .set_layouts(&self.set_layouts)
                .push_constant_ranges(if push_size > 0 { &ranges } else { &[] });
            self.pipeline_layout = d.create_pipeline_layout(&info, None).map_err(vk_err("vkCreatePipelineLayout"))?;

            let info = vk::ShaderModuleCreateInfo::default().code(job.spirv);
            self.module = d.create_shader_module(&info, None).map_err(vk_err("vkCreateShaderModule"))?;
            let name = CString::new(job.entry).map_err(|_| "the entry point name holds a NUL".to_string())?;
            let stage = vk::PipelineShaderStageCreateInfo::default()
                .stage(vk::ShaderStageFlags::COMPUTE)
                .module(self.module)
                .name(name.as_c_str());
            let info = [vk::ComputePipelineCreateInfo::default().stage(stage).layout(self.pipeline_layout)];
            let pipelines = d
                .create_compute_pipelines(vk::PipelineCache::null(), &info, None)
                .map_err(|(_, e)| format!("vkCreateComputePipelines failed: {e}"))?;
            self.pipeline = pipelines.first().copied().unwrap_or_default();

            let storage = job.buffers.iter().filter(|b| !b.uniform).count() as u32;
            let uniform = job.buffers.len() as u32 - storage;
            let mut sizes = Vec::new();
            if storage > 0 {
                sizes
                    .push(vk::DescriptorPoolSize { ty: vk::DescriptorType::STORAGE_BUFFER, descriptor_count: storage });
            }
            if uniform > 0 {
                sizes
                    .push(vk::DescriptorPoolSize { ty: vk::DescriptorType::UNIFORM_BUFFER, descriptor_count: uniform });
            }
            let mut sets = Vec::new();
            if set_count > 0 {
                let info = vk::DescriptorPoolCreateInfo::default().max_sets(set_count).pool_sizes(&sizes);
                self.pool = d.create_descriptor_pool(&info, None).map_err(vk_err("vkCreateDescriptorPool"))?;
                let info =
                    vk::DescriptorSetAllocateInfo::default().descriptor_pool(self.pool).set_layouts(&self.set_layouts);
                sets = d.allocate_descriptor_sets(&info).map_err(vk_err("vkAllocateDescriptorSets"))?;
                let infos: Vec<[vk::DescriptorBufferInfo; 1]> = self
                    .buffers
                    .iter()
                    .map(|&(buffer, _)| [vk::DescriptorBufferInfo::default().buffer(buffer).range(vk::WHOLE_SIZE)])
                    .collect();
                let writes: Vec<vk::WriteDescriptorSet> = job
                    .buffers
                    .iter()
                    .zip(&infos)
                    .map(|(b, info)| {
                        vk::WriteDescriptorSet::default()
                            .dst_set(sets[b.set as usize])
                            .dst_binding(b.binding)
                            .descriptor_type(descriptor_type(b))
                            .buffer_info(info)
                    })
                    .collect();
                d.update_descriptor_sets(&writes, &[]);
            }

            let info = vk::CommandPoolCreateInfo::default().queue_family_index(gpu.queue_family);
            self.command_pool = d.create_command_pool(&info, None).map_err(vk_err("vkCreateCommandPool"))?;
            let info = vk::CommandBufferAllocateInfo::default()
                .command_pool(self.command_pool)
                .level(vk::CommandBufferLevel::PRIMARY)
                .command_buffer_count(1);
            let cb = d.allocate_command_buffers(&info).map_err(vk_err("vkAllocateCommandBuffers"))?;
            let begin = vk::CommandBufferBeginInfo::default().flags(vk::CommandBufferUsageFlags::ONE_TIME_SUBMIT);
            d.begin_command_buffer(cb[0], &begin).map_err(vk_err("vkBeginCommandBuffer"))?;
            d.cmd_bind_pipeline(cb[0], vk::PipelineBindPoint::COMPUTE, self.pipeline);
            if !sets.is_empty() {
                d.cmd_bind_descriptor_sets(cb[0], vk::PipelineBindPoint::COMPUTE, self.pipeline_layout, 0, &sets, &[]);
            }
            if push_size > 0 {
                let mut data = job.push_constants.to_vec();
                data.resize(push_size as usize, 0);
                d.cmd_push_constants(cb[0], self.pipeline_layout, vk::ShaderStageFlags::COMPUTE, 0, &data);
            }
            let [x, y, z] = job.groups;
            d.cmd_dispatch(cb[0], x, y, z);
            let barrier = [vk::MemoryBarrier::default()
                .src_access_mask(vk::AccessFlags::SHADER_WRITE)
                .dst_access_mask(vk::AccessFlags::HOST_READ)];
            d.cmd_pipeline_barrier(
                cb[0],
                vk::PipelineStageFlags::COMPUTE_SHADER,
                vk::PipelineStageFlags::HOST,
                vk::DependencyFlags::empty(),
                &barrier,
                &[],
                &[],
            );
            d.end_command_buffer(cb[0]).map_err(vk_err("vkEndCommandBuffer"))?;
            self.fence = d.create_fence(&vk::FenceCreateInfo::default(), None).map_err(vk_err("vkCreateFence"))?;
            let submit = [vk::SubmitInfo::default().command_buffers(&cb)];
            d.queue_submit(gpu.queue, &submit, self.fence).map_err(vk_err("vkQueueSubmit"))?;
            d.wait_for_fences(&[self.fence], true, u64::MAX).map_err(vk_err("vkWaitForFences"))?;

            let mut out = Vec::new();
            for (b, &(_, memory)) in job.buffers.iter().zip(&self.buffers) {
                let ptr = d
                    .map_memory(memory, 0, vk::WHOLE_SIZE, vk::MemoryMapFlags::empty())
                    .map_err(vk_err("vkMapMemory"))?;
                out.push(std::slice::from_raw_parts(ptr.cast::<u8>(), b.bytes.len()).to_vec());
                d.unmap_memory(memory);
            }
            Ok(out)
        }
    }
}

fn descriptor_type(b: &DescriptorBuffer) -> vk::DescriptorType {
    if b.uniform {
        vk::DescriptorType::UNIFORM_BUFFER
    } else {
        vk::DescriptorType::STORAGE_BUFFER
    }
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
            d.destroy_shader_module(self.module, None);
            d.destroy_pipeline_layout(self.pipeline_layout, None);
            for &l in &self.set_layouts {
                d.destroy_descriptor_set_layout(l, None);
            }
            for &(buffer, memory) in &self.buffers {
                d.destroy_buffer(buffer, None);
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

/// The names of a SPIR-V module's entry points (`OpEntryPoint`).
pub fn entry_point_names(spirv: &[u32]) -> Vec<String> {
    const OP_ENTRY_POINT: u32 = 15;
    instructions(spirv)
        .filter(|&(op, operands)| op == OP_ENTRY_POINT && operands.len() > 2)
        .filter_map(|(_, operands)| literal_string(&operands[2..]))
        .collect()
}

/// What a descriptor-bound variable of a module holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DescriptorKind {
    StorageBuffer,
    UniformBuffer,
    /// An image, a sampler, a texel buffer...
    Other,
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
            let kind = match class {
                STORAGE_BUFFER => DescriptorKind::StorageBuffer,
                UNIFORM if pointees.get(&ty).is_some_and(|p| buffer_blocks.contains(p)) => {
                    DescriptorKind::StorageBuffer
                }
                UNIFORM => DescriptorKind::UniformBuffer,
                _ => DescriptorKind::Other,
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

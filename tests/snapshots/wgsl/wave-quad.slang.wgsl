tests/compute/wave-quad.slang:11:6: error[E36107]: entrypoint 'computeMain' uses features that are not available in 'compute' stage for 'wgsl' compilation target: 'QuadAny' requires 'glsl' or 'spirv'

tests/compute/quad-reads.slang:11:6: error[E36107]: entrypoint 'computeMain' uses features that are not available in 'compute' stage for 'wgsl' compilation target: 'QuadReadLaneAt' requires 'glsl'

tests/compute/wave-scans.slang:9:6: error[E36107]: entrypoint 'computeMain' uses features that are not available in 'compute' stage for 'cpp' compilation target: 'WavePrefixMin' requires 'glsl'

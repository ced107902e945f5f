tests/compute/spirv-asm.slang:32:6: error[E36107]: entrypoint 'computeMain' uses features that are not available in 'compute' stage for 'cpp' compilation target: spirv_asm requires 'spirv'

tests/compute/specialized-for-target.slang:15:6: error[E36107]: entrypoint 'computeMain' uses features that are not available in 'compute' stage for 'cpp' compilation target: 'which' requires 'hlsl'

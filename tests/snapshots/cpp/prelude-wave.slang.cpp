tests/compute/prelude-wave.slang:11:6: error[E36107]: entrypoint 'computeMain' uses features that are not available in 'compute' stage for 'cpp' compilation target: 'WaveGetLaneIndex' requires 'cuda'

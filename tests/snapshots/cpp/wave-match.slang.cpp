tests/compute/wave-match.slang:12:6: error[E36107]: entrypoint 'computeMain' uses features that are not available in 'compute' stage for 'cpp' compilation target: 'WaveActiveBallot' requires 'cuda'

tests/compute/atomics.slang:11:5: error[NSL3150]: cannot lower to WGSL: atomics (WGSL allows them only on atomic<T> memory; not implemented)

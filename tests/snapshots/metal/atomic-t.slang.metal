tests/compute/atomic-t.slang:51:26: error[NSL3153]: cannot give atomics atomic-typed memory (WGSL, Metal): 'mem.load' of a whole struct<"Atomic<uint>" {__value: u32}> that holds atomic memory

tests/compute/pointer-addrof-increment.slang:31:25: error[NSL3150]: cannot lower to HLSL: the op 'mem.ptr_offset'

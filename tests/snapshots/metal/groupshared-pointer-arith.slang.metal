tests/compute/groupshared-pointer-arith.slang:33:7: error[NSL3150]: cannot lower to Metal: the op 'mem.ptr_offset'

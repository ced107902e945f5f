tests/compute/atomics.slang:11:5: error[NSL3150]: cannot lower to Metal: atomics (Metal needs atomic_int / atomic_uint memory; not implemented)

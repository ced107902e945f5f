tests/compute/void-pointers.slang:17:5: error[NSL3150]: cannot lower to Metal: the type ptr<u32, device>

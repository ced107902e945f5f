tests/compute/void-pointers.slang:17:5: error[NSL3150]: cannot lower to HLSL: the type ptr<u32, device>

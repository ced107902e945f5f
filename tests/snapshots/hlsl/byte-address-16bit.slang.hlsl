tests/compute/byte-address-16bit.slang:32:18: error[NSL3150]: cannot lower to HLSL: a bitcast of other than 32-bit components

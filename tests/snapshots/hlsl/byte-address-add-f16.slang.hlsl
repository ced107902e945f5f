tests/compute/byte-address-add-f16.slang:21:5: error[NSL3150]: cannot lower to HLSL: a bitcast of other than 32-bit components

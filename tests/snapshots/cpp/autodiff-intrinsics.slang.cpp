tests/compute/autodiff-intrinsics.slang:11:26: error[NSL3150]: cannot lower to C++: the op 'math.determinant'

tests/compute/matrix-constructors.slang:29:27: error[NSL3150]: cannot lower to C++: the op 'math.determinant'

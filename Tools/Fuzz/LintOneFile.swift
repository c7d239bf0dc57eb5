// libFuzzer target: one input is one Swift file, run through the whole
// pipeline (lexer contract, SourceFile, a one-file ProjectIndex, every rule).
// Build and run it with `Scripts/fuzz LintOneFile`.
import NavLintCore
import SwiftScanner

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    checkLexerContract(bytes)
    let file = SourceFile(path: "Fuzz.swift", bytes: bytes)
    if file.bytes != bytes { fatalError("SourceFile does not keep the input bytes") }
    lintAndCheck([file])
    return 0
}

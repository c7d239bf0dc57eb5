@testable import NavLintCore
import Testing

/// A key counts only where a setting starts: the project file's other text
/// (longer keys, values, comments) must not read as a setting.
struct BuildSettingsTests {
    private let keys: Set<String> = ["SDKROOT", "TARGETED_DEVICE_FAMILY"]

    @Test func readsSettingsWhereverOneStarts() {
        let text = """
            SDKROOT = iphoneos;
            \t\tbuildSettings = { TARGETED_DEVICE_FAMILY = "1,2"; SDKROOT = macosx; };
              SDKROOT   =   "xros"  ;
            """
        let found = BuildSettings.values(of: keys, in: text)
        #expect(found.map(\.key) == ["SDKROOT", "TARGETED_DEVICE_FAMILY", "SDKROOT", "SDKROOT"])
        #expect(found.map(\.value) == ["iphoneos", "1,2", "macosx", "xros"])
    }

    @Test func ignoresKeysThatDoNotStartASetting() {
        let text = """
            MY_SDKROOT = a;
            SDKROOT_OTHER = b;
            OTHER = SDKROOT = c;
            /* SDKROOT = d */
            SDKROOT;
            SDKROOT = "e { TARGETED_DEVICE_FAMILY = 2";
            SDKROOT = f
            """
        let found = BuildSettings.values(of: keys, in: text)
        // A setting's value runs to its `;` or line break: a key inside it is part of the value.
        #expect(found.map(\.key) == ["SDKROOT", "SDKROOT"])
        #expect(found.map(\.value) == ["e { TARGETED_DEVICE_FAMILY = 2", "f"])
    }

    @Test func aBraceInAnotherSettingsValueStartsASetting() {
        // Only the values of the keys asked for are read; elsewhere every `{` may open a block of settings.
        let found = BuildSettings.values(of: keys, in: #"NOTE = "{ SDKROOT = e; }";"#)
        #expect(found.map(\.value) == ["e"])
    }
}

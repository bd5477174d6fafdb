import LoaderKitCore

/// The web frameworks' components, the custom element and React Native's component.
extension ProgressSnippet {
    private typealias N = SnippetNumber

    func react() -> String {
        let inner: String? =
            switch child {
            case .stop: "<button aria-label=\"Stop\" onClick={cancel}>■</button>"
            case .button: "<button onClick={upload}>Upload</button>"
            case .none: nil
            }
        return "import { LoaderKitProgress } from '@loader-kit/web/react';\n\n"
            + ProgressMarkup.tag("LoaderKitProgress", jsxProps(flag: { $0 }), inner: inner)
    }

    func vue() -> String {
        var attributes: [String] = []
        if fields.value { attributes.append(":value=\"progress\"") }
        if let type = fields.type { attributes.append("type=\"\(type.rawValue)\"") }
        if let variant = fields.variant { attributes.append("variant=\"\(variant.rawValue)\"") }
        if fields.noSmooth { attributes.append(":smooth=\"false\"") }
        if let buffer = fields.buffer { attributes.append(":buffer=\"\(N.js(buffer))\"") }
        if let thickness = fields.thickness { attributes.append(":thickness=\"\(N.js(thickness))\"") }
        if let segments = fields.segments { attributes.append(":segments=\"\(segments)\"") }
        if fields.showLabel { attributes.append("show-label") }
        if let size = fields.size { attributes.append(":size=\"\(N.js(size))\"") }
        if let color = fields.color { attributes.append("color=\"\(color.lowerHex)\"") }
        for extra in fields.extras {
            switch extra.value {
            case .number(let x): attributes.append(":\(extra.kebabName)=\"\(N.js(x))\"")
            case .flag(let b): attributes.append(":\(extra.kebabName)=\"\(b)\"")
            case .keyword(let w): attributes.append("\(extra.kebabName)=\"\(w)\"")
            case .color(let c): attributes.append("\(extra.kebabName)=\"\(c.lowerHex)\"")
            }
        }
        let inner: String? =
            switch child {
            case .stop: "<button aria-label=\"Stop\" @click=\"cancel\">■</button>"
            case .button: "<button @click=\"upload\">Upload</button>"
            case .none: nil
            }
        return """
            <script setup lang="ts">
            import { LoaderKitProgress } from '@loader-kit/web/vue';
            </script>

            <template>
              \(ProgressMarkup.indent(ProgressMarkup.tag("LoaderKitProgress", attributes, inner: inner), 2))
            </template>
            """
    }

    func svelte() -> String {
        let inner: String? =
            switch child {
            case .stop: "<button aria-label=\"Stop\" on:click={cancel}>■</button>"
            case .button: "<button on:click={upload}>Upload</button>"
            case .none: nil
            }
        return "<script lang=\"ts\">\n  import { LoaderKitProgress } from '@loader-kit/web/svelte';\n</script>\n\n"
            + ProgressMarkup.tag("LoaderKitProgress", jsxProps(flag: { "\($0)={true}" }), inner: inner)
    }

    func webElement() -> String {
        var attributes: [String] = []
        if fields.value { attributes.append("value=\"\(N.js(Self.galleryValue))\"") }
        if let type = fields.type { attributes.append("type=\"\(type.rawValue)\"") }
        if let variant = fields.variant { attributes.append("variant=\"\(variant.rawValue)\"") }
        if fields.noSmooth { attributes.append("smooth=\"false\"") }
        if let buffer = fields.buffer { attributes.append("buffer=\"\(N.js(buffer))\"") }
        if let thickness = fields.thickness { attributes.append("thickness=\"\(N.js(thickness))\"") }
        if let segments = fields.segments { attributes.append("segments=\"\(segments)\"") }
        if fields.showLabel { attributes.append("show-label") }
        if let size = fields.size { attributes.append("size=\"\(N.js(size))\"") }
        if let color = fields.color { attributes.append("color=\"\(color.lowerHex)\"") }
        for extra in fields.extras {
            switch extra.value {
            case .number(let x): attributes.append("\(extra.kebabName)=\"\(N.js(x))\"")
            case .flag(let b): attributes.append("\(extra.kebabName)=\"\(b)\"")
            case .keyword(let w): attributes.append("\(extra.kebabName)=\"\(w)\"")
            case .color(let c): attributes.append("\(extra.kebabName)=\"\(c.lowerHex)\"")
            }
        }
        let inner: String? =
            switch child {
            case .stop: "<button aria-label=\"Stop\">■</button>"
            case .button: "<button>Upload</button>"
            case .none: nil
            }
        return "<script type=\"module\">\n  import '@loader-kit/web/progress-element';\n</script>\n\n"
            + ProgressMarkup.tag("loader-kit-progress", attributes, inner: inner, selfClosing: false)
    }

    func reactNative() -> String {
        var imports = ["import { LoaderKitProgress } from 'react-native-loader-kit'; // 5.0 or later"]
        var inner: String?
        switch child {
        case .stop:
            imports.insert("import { Pressable, Text } from 'react-native';", at: 0)
            inner = "<Pressable accessibilityLabel=\"Stop\" onPress={cancel}>\n  <Text>■</Text>\n</Pressable>"
        case .button:
            imports.insert("import { Button } from 'react-native';", at: 0)
            inner = "<Button title=\"Upload\" onPress={upload} />"
        case .none:
            break
        }
        return imports.joined(separator: "\n") + "\n\n"
            + ProgressMarkup.tag("LoaderKitProgress", jsxProps(flag: { $0 }), inner: inner)
    }

    /// The props of the React, Svelte and React Native components; `flag` spells a prop set to true.
    private func jsxProps(flag: (String) -> String) -> [String] {
        var props: [String] = []
        if fields.value { props.append("value={progress}") }
        if let type = fields.type { props.append("type=\"\(type.rawValue)\"") }
        if let variant = fields.variant { props.append("variant=\"\(variant.rawValue)\"") }
        if fields.noSmooth { props.append("smooth={false}") }
        if let buffer = fields.buffer { props.append("buffer={\(N.js(buffer))}") }
        if let thickness = fields.thickness { props.append("thickness={\(N.js(thickness))}") }
        if let segments = fields.segments { props.append("segments={\(segments)}") }
        if fields.showLabel { props.append(flag("showLabel")) }
        if let size = fields.size { props.append("size={\(N.js(size))}") }
        if let color = fields.color { props.append("color=\"\(color.lowerHex)\"") }
        for extra in fields.extras {
            switch extra.value {
            case .number(let x): props.append("\(extra.name)={\(N.js(x))}")
            case .flag(let b): props.append("\(extra.name)={\(b)}")
            case .keyword(let w): props.append("\(extra.name)=\"\(w)\"")
            case .color(let c): props.append("\(extra.name)=\"\(c.lowerHex)\"")
            }
        }
        return props
    }
}

import Foundation
import GeneratorTestSupport

/// The issue's spec: `veiws` for `views` and `Crad` for `Card`. Each typo
/// must give one error with its suggestion, and the misspelt key must be
/// read as `views`, so that `cell` is not reported as well.
let typoSpec = """
    {
      "enum": "TypoItem",
      "veiws": ["table"],
      "items": [
        { "name": "Card", "identity": "id", "cell": "CardCell",
          "fields": [ { "name": "id", "type": "String" }, { "name": "title", "type": "String" } ] }
      ],
      "sections": [ { "name": "today", "items": ["Crad"] } ]
    }

    """

/// Broken specs by file name: every diagnostic that carries a suggestion,
/// a misspelling too far from every name to have one, and broken JSON and
/// bytes, for the debug and the release binary to answer alike.
func badSpecs() -> [String: Data] {
    var specs: [String: String] = [
        "Typo.itemize.json": typoSpec,
        "Broken.itemize.json": brokenSpec,
        "Keys.itemize.json": """
            {
              "enum": "KeyItem", "sectionEnums": "KeyGroup", "acess": "public", "imprts": ["Foundation"],
              "items": [
                { "name": "Card", "idenity": "id", "feilds": [ { "name": "id", "tpye": "String" } ] },
                { "name": "Ad", "external": true, "identitytype": "Int", "nmae": "Ad" }
              ],
              "sections": [ { "name": "main", "itmes": ["Card", "Ad"], "heder": "Main", "fotter": "End" } ]
            }

            """,
        "Values.itemize.json": """
            {
              "enum": "ValueItem", "access": "pubic", "views": ["tabel"], "target": "difable",
              "items": [
                { "name": "Banner", "identity": ["campaign", "slott"],
                  "fields": [ { "name": "campaign", "type": "String" }, { "name": "slot", "type": "Int" } ] }
              ],
              "sections": [ { "name": "featured", "items": ["Baner", "Banner", "Nothing"] } ]
            }

            """,
        "RxModule.itemize.json": """
            {
              "enum": "RxItem", "target": "rxdatasources", "rxModule": "Diferentiator",
              "items": [ { "name": "Card", "identity": "id", "fields": [ { "name": "id", "type": "String" } ] } ],
              "sections": [ { "name": "main", "items": ["Card"] } ]
            }

            """,
        "Content.itemize.json": """
            {
              "enum": "RowItem", "views": ["table"],
              "items": [
                { "name": "Toggle", "identity": "key",
                  "fields": [ { "name": "key", "type": "String" }, { "name": "title", "type": "String" },
                              { "name": "isOn", "type": "Bool" } ],
                  "content": { "text": "titel", "toggel": "isOn", "style": "subtitel" } },
                { "name": "Link", "identity": "id",
                  "fields": [ { "name": "id", "type": "String" }, { "name": "label", "type": "String" } ],
                  "content": { "text": "lable", "accessories": ["chekmark", "disclosureIndicatr"] } }
              ],
              "sections": [ { "name": "settings", "items": ["Toggle", "Link"] } ]
            }

            """,
        "Titles.itemize.json": """
            {
              "enum": "DayItem",
              "items": [ { "name": "Entry", "identity": "id", "fields": [ { "name": "id", "type": "String" } ] } ],
              "sections": [
                { "name": "day", "parameter": "String", "header": "On {paramter}", "footer": "{nothingClose} {", "items": ["Entry"] },
                { "name": "inbox", "fields": [ { "name": "unread", "type": "Int" } ], "header": "{unred} unread", "items": ["Entry"] }
              ]
            }

            """,
        "FarFromEverything.itemize.json": """
            {
              "enum": "FarItem", "colour": "red",
              "items": [ { "name": "Card", "identity": "id", "fields": [ { "name": "id", "type": "String" } ], "x": 1 } ],
              "sections": [ { "name": "main", "items": ["Zebra"] } ]
            }

            """,
        "Syntax.itemize.json": """
            {
              "enum": "SyntaxItem",
              "items": [ { "name": "Card" "identity": "id" } ]

            """,
        "Empty.itemize.json": "",
        "Deep.itemize.json": String(repeating: "[", count: 300) + String(repeating: "]", count: 300) + "\n",
    ]
    specs["Comments.itemize.json"] = """
        // Comments and trailing commas are fine; the misspelt keys are not.
        {
          "enum": "CommentItem", /* the enum */
          "items": [ { "name": "Card", "identity": "id", "fields": [ { "name": "id", "type": "String", }, ], }, ],
          "sectoins": [ { "name": "main", "items": ["card"], }, ],
        }

        """
    var files = specs.mapValues { Data($0.utf8) }
    files["InvalidUTF8.itemize.json"] = Data(#"{ "enum": "Bad"#.utf8) + Data([0xC3, 0x28, 0xFF]) + Data(#"Item" }"#.utf8)
    files["Binary.itemize.json"] = Data([0x7B, 0x00, 0x01, 0x02, 0x7D])
    return files
}

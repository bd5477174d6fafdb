extension SchemaDescriptions {
    /// The descriptions in French, by the places that have them. A no-break space before ":",
    /// numbers as a spec writes them ("0.5").
    static let french: [String: String] = table([
        (
            [""],
            "Un indicateur de chargement décrit par des données, version 1 du schéma. Les coordonnées sont des fractions d’une boîte unité (origine en haut à gauche, y vers le bas), les angles sont en radians (le sens positif est le sens horaire), les durées en secondes à la vitesse 1."
        ),
        (["/properties/$schema"], "URL de ce JSON Schema, pour les éditeurs. Les moteurs l’ignorent."),
        (["/properties/schemaVersion"], "Version du schéma de la spec."),
        (["/properties/name"], "Nom de l’indicateur."),
        (["/properties/duration"], "Durée d’un cycle en secondes, à la vitesse 1."),
        (
            ["/properties/params"],
            "Valeurs par défaut des paramètres, référencées par `{ \"$param\": \"name\" }`. On peut les remplacer par leur nom."
        ),
        (
            ["/properties/perspective"],
            "Distance entre l’observateur et la boîte pour rotateX et rotateY, en unités de boîte. Par défaut 2.5."
        ),
        (
            ["/properties/parts"],
            "Groupes d’éléments dessinés dans l’ordre. Les indices des éléments (et donc leurs couleurs) se suivent d’une partie à l’autre."
        ),
        (
            ["/properties/tracks", "/definitions/part/properties/tracks"],
            "Pistes appliquées à chaque élément du groupe. Une propriété a au plus une piste."
        ),
        (
            ["/properties/stagger", "/definitions/part/properties/stagger"],
            "Décalage de départ de chaque élément\u{00A0}: une liste de décalages en secondes par indice d’élément, ou `{ each, start? }`."
        ),
        (
            [
                "/properties/stagger/anyOf/1/properties/each",
                "/definitions/part/properties/stagger/anyOf/1/properties/each",
            ], "L’élément i démarre à `start + each * i` secondes."
        ),
        (
            [
                "/properties/stagger/anyOf/1/properties/start",
                "/definitions/part/properties/stagger/anyOf/1/properties/start",
            ], "Décalage de l’élément 0, par défaut 0."
        ),
        (
            ["/properties/durations", "/definitions/part/properties/durations"],
            "Durée du cycle de chaque élément en secondes, par indice. Doit couvrir tous les éléments."
        ),
        (
            ["/properties/rest", "/definitions/part/properties/rest"],
            "Valeurs des propriétés qu’aucune piste n’anime, montrées aussi avant le départ d’un élément."
        ),
        (
            ["/properties/groupTracks", "/definitions/part/properties/groupTracks"],
            "Pistes qui déplacent tout le groupe autour du centre de la boîte, sur le cycle du groupe, sans décalage."
        ),
        (["/definitions/paramRef"], "Une référence à une valeur de `params`."),
        (["/definitions/paramRef/properties/$param"], "Nom d’une clé des `params` de la spec."),
        (["/definitions/part"], "Un groupe d’éléments qui partagent une disposition, une forme et des pistes."),
        (
            ["/definitions/part/properties/duration"],
            "Durée du cycle de ce groupe en secondes. Par défaut\u{00A0}: la durée de la spec."
        ),
        (["/definitions/layout"], "Où se placent les éléments dans la boîte unité."),
        (["/definitions/layout/oneOf/0"], "Un seul élément."),
        (
            ["/definitions/layout/oneOf/0/properties/size", "/definitions/layout/oneOf/1/properties/size"],
            "Côté de l’élément, par défaut 1."
        ),
        (
            ["/definitions/layout/oneOf/0/properties/width", "/definitions/layout/oneOf/1/properties/width"],
            "Largeur de l’élément, par défaut `size`."
        ),
        (
            ["/definitions/layout/oneOf/0/properties/height", "/definitions/layout/oneOf/1/properties/height"],
            "Hauteur de l’élément, par défaut `size`."
        ),
        (
            ["/definitions/layout/oneOf/0/properties/x", "/definitions/layout/oneOf/1/properties/x"],
            "Abscisse x du centre de l’élément, par défaut 0.5."
        ),
        (
            ["/definitions/layout/oneOf/0/properties/y", "/definitions/layout/oneOf/1/properties/y"],
            "Ordonnée y du centre de l’élément, par défaut 0.5."
        ),
        (["/definitions/layout/oneOf/1"], "`count` éléments superposés, tous au même endroit."),
        (
            [
                "/definitions/layout/oneOf/1/properties/count", "/definitions/layout/oneOf/2/properties/count",
                "/definitions/layout/oneOf/4/properties/count",
            ], "Nombre d’éléments."
        ),
        (["/definitions/layout/oneOf/2"], "Éléments côte à côte, de gauche à droite, centrés verticalement."),
        (["/definitions/layout/oneOf/2/properties/gap"], "Espace entre deux éléments."),
        (
            ["/definitions/layout/oneOf/2/properties/itemWidth"],
            "Largeur des éléments. Par défaut\u{00A0}: les éléments et les espaces remplissent la boîte. Avec une largeur, la rangée est centrée."
        ),
        (
            ["/definitions/layout/oneOf/2/properties/itemHeight"],
            "Hauteur des éléments. Par défaut\u{00A0}: la largeur des éléments."
        ),
        (
            ["/definitions/layout/oneOf/3"],
            "Éléments en lignes et en colonnes qui remplissent la boîte, numérotés ligne par ligne."
        ),
        (["/definitions/layout/oneOf/3/properties/columns"], "Nombre de colonnes."),
        (["/definitions/layout/oneOf/3/properties/rows"], "Nombre de lignes."),
        (["/definitions/layout/oneOf/3/properties/gap"], "Espace entre deux cellules."),
        (["/definitions/layout/oneOf/4"], "Éléments régulièrement espacés sur un cercle, dans le sens horaire."),
        (
            ["/definitions/layout/oneOf/4/properties/itemSize"],
            "Côté de chaque élément. Les centres sont sur un cercle de rayon `0.5 - itemSize / 2`."
        ),
        (["/definitions/layout/oneOf/4/properties/itemWidth"], "Largeur de l’élément, par défaut `itemSize`."),
        (["/definitions/layout/oneOf/4/properties/itemHeight"], "Hauteur de l’élément, par défaut `itemSize`."),
        (
            ["/definitions/layout/oneOf/4/properties/startAngle"],
            "Angle du premier élément, par défaut 0 (à droite du centre)."
        ),
        (
            ["/definitions/layout/oneOf/4/properties/orient"],
            "Tourne chaque élément de son angle plus π/2, pour que son haut pointe à l’opposé du centre."
        ),
        (["/definitions/shape"], "Ce que dessine chaque élément, en remplissant sa boîte."),
        (
            ["/definitions/shape/oneOf/0"],
            "Une ellipse pleine ou, avec `sweep` inférieur à 2π, sa partie découpée par une corde."
        ),
        (
            ["/definitions/shape/oneOf/0/properties/startAngle"],
            "Début de l’arc, en radians dans le sens horaire depuis la droite. Par défaut -π/2 (le haut)."
        ),
        (
            ["/definitions/shape/oneOf/0/properties/sweep"],
            "Angle couvert par l’arc, en radians dans (0, 2π]. Par défaut 2π."
        ),
        (["/definitions/shape/oneOf/1"], "Un rectangle plein."),
        (
            ["/definitions/shape/oneOf/1/properties/cornerRadius"],
            "Rayon des coins en fraction du plus petit côté de l’élément, de 0 à 0.5."
        ),
        (
            ["/definitions/shape/oneOf/2"],
            "Un cercle tracé, ou des arcs de ce cercle. strokeStart et strokeEnd rognent chaque arc."
        ),
        (
            ["/definitions/shape/oneOf/2/properties/strokeWidth"],
            "Épaisseur du trait en fraction du plus petit côté de l’élément."
        ),
        (
            ["/definitions/shape/oneOf/2/properties/startAngle"],
            "Début du premier arc, par défaut -π/2 (le haut). Les arcs vont dans le sens horaire."
        ),
        (
            ["/definitions/shape/oneOf/2/properties/sweep"],
            "Angle couvert par chaque arc, en radians dans (0, 2π]. Par défaut 2π."
        ),
        (
            ["/definitions/shape/oneOf/2/properties/segments"],
            "Nombre d’arcs, régulièrement espacés sur le cercle. Par défaut 1."
        ),
        (["/definitions/shape/oneOf/3"], "Un triangle isocèle pointant vers le haut, qui remplit l’élément."),
        (["/definitions/shape/oneOf/4"], "Une barre aux extrémités entièrement arrondies."),
        (["/definitions/easing/anyOf/0"], "Un easing nommé. `ease` est l’easing par défaut de CSS."),
        (
            ["/definitions/easing/anyOf/1"],
            "Une courbe de Bézier cubique `[x1, y1, x2, y2]`, comme cubic-bezier() en CSS."
        ),
        (["/definitions/track"], "Images clés d’une propriété d’élément sur un cycle."),
        (
            ["/definitions/track/properties/property", "/definitions/groupTrack/properties/property"],
            "La propriété animée."
        ),
        (
            ["/definitions/track/properties/keyTimes", "/definitions/groupTrack/properties/keyTimes"],
            "Instants croissants (au sens large) du cycle dans [0, 1], un par valeur. Commencent en général à 0 et finissent à 1."
        ),
        (
            ["/definitions/track/properties/values", "/definitions/groupTrack/properties/values"],
            "Valeur à chaque instant clé. Les angles sont en radians, les longueurs en fractions de la boîte."
        ),
        (
            ["/definitions/track/properties/easing", "/definitions/groupTrack/properties/easing"],
            "Un easing pour tous les segments, ou une liste d’un easing par segment (`keyTimes.length - 1`). Par défaut linear."
        ),
        (["/definitions/groupTrack"], "Images clés d’une propriété du groupe sur le cycle du groupe."),
    ])
}

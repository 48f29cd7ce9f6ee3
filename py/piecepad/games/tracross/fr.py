"""Tracross: French words (docs/languages.md)."""

# Words: piece/tile = tuile, square = case, board = plateau, track = voie, edge = bord,
# crossing = croisement, die = dé, roll = lancer; the player is "vous".
MESSAGES = {
    # -- seats and options
    "Player 1": "Joueur 1",
    "Player 2": "Joueur 2",
    "Board size": "Taille du plateau",
    "a whole number from 1 to 26": "un nombre entier de 1 à 26",
    "6 x 6 (the author's choice)": "6 x 6 (le choix de l'auteur)",
    "Die face to piece": "Tuile donnée par le dé",
    "1/4 -> 1, 2/5 -> 2, 3/6 -> 3 (the pictures' captions)":
        "1/4 -> 1, 2/5 -> 2, 3/6 -> 3 (comme les légendes des illustrations)",
    "(face mod 3) + 1 (the Forth formula)": "(face mod 3) + 1 (la formule en Forth)",
    "Roll once, then cycle 1 -> 2 -> 3": "Un seul lancer, puis le cycle 1 -> 2 -> 3",
    "Roll a die every turn": "Lancer le dé à chaque tour",
    "One tile joins both pairs of sides": "Une tuile relie les deux paires de bords",
    "The player who placed it wins": "Le joueur qui l'a posée gagne",
    "Draw": "Partie nulle",
    "Player 1's sides": "Bords du joueur 1",
    "North and south": "Nord et sud",
    "West and east": "Ouest et est",
    "Who places first": "Qui pose en premier",
    "First pieces (instead of rolling)": "Premières tuiles (au lieu de lancer le dé)",
    "two pieces 1-3 for Player 1 and Player 2, like 2,3":
        "deux tuiles 1-3 pour le joueur 1 et le joueur 2, par exemple 2,3",
    "none, or two pieces 1-3 for Player 1 and Player 2, like 2,3":
        "aucune, ou deux tuiles 1-3 pour le joueur 1 et le joueur 2, par exemple 2,3",
    "option {name}: '{value}' is not allowed (allowed: {allowed})":
        "option {name} : '{value}' n'est pas permis (valeurs permises : {allowed})",

    # -- position text
    "position text is far too long": "le texte de la position est bien trop long",
    ("position text is the board, the player to move, the next pieces and their rolls, like "
     "{example}; got {n} part",
     "position text is the board, the player to move, the next pieces and their rolls, like "
     "{example}; got {n} parts"): (
        "le texte de la position donne le plateau, le joueur au trait, les prochaines tuiles "
        "et leurs lancers, par exemple {example} ; il contient {n} partie",
        "le texte de la position donne le plateau, le joueur au trait, les prochaines tuiles "
        "et leurs lancers, par exemple {example} ; il contient {n} parties"),
    "the board is {n}x{n} but the option size is {size}":
        "le plateau fait {n}x{n} mais l'option size vaut {size}",
    "the player to move is 1 or 2, not '{text}'":
        "le joueur au trait est 1 ou 2, pas '{text}'",
    ("with {n} tile on the board and Player {first} placing first, the player to move is "
     "{expected}, not {side}",
     "with {n} tiles on the board and Player {first} placing first, the player to move is "
     "{expected}, not {side}"): (
        "avec {n} tuile sur le plateau et le joueur {first} qui pose en premier, le joueur "
        "au trait est {expected}, pas {side}",
        "avec {n} tuiles sur le plateau et le joueur {first} qui pose en premier, le joueur "
        "au trait est {expected}, pas {side}"),
    "under roll_each_turn the position ends with the dice, seed:draws (like 42:7)":
        "avec roll_each_turn, la position se termine par les dés, seed:draws (par exemple "
        "42:7)",
    "'{text}': the dice (seed:draws) are part of the position only under roll_each_turn":
        "'{text}' : les dés (seed:draws) ne font partie de la position qu'avec "
        "roll_each_turn",
    "tracks join opposite sides in separate places, so the game would have ended earlier: "
    "no game reaches this board":
        "des voies relient des bords opposés à des endroits séparés, la partie se serait "
        "donc terminée plus tôt : aucune partie n'atteint ce plateau",
    "the next pieces are two pieces 1-3, Player 1's then Player 2's, like 2,3; got '{text}'":
        "les prochaines tuiles sont deux tuiles 1-3, celle du joueur 1 puis celle du joueur "
        "2, par exemple 2,3 ; reçu '{text}'",
    "the rolls are two die faces 1-6 or '-' (no roll), Player 1's then Player 2's, like 5,-; "
    "got '{text}'":
        "les lancers sont deux faces de dé 1-6 ou '-' (pas de lancer), celui du joueur 1 "
        "puis celui du joueur 2, par exemple 5,- ; reçu '{text}'",
    "{name}'s roll {roll} gives piece {piece} (die_mapping={mapping}), not {next}":
        "le lancer {roll} de {name} donne la tuile {piece} (die_mapping={mapping}), pas "
        "{next}",
    "the dice are seed:draws, two whole numbers like 42:7 (seed below 2**64); got '{text}'":
        "les dés s'écrivent seed:draws, deux nombres entiers comme 42:7 (seed inférieur à "
        "2**64) ; reçu '{text}'",

    # -- the end of a game
    "Draw: one tile joins north to south and west to east at once":
        "Partie nulle : une tuile relie à la fois le nord au sud et l'ouest à l'est",
    "{name} joins north to south and west to east at once, and the player who placed the "
    "tile wins":
        "{name} relie à la fois le nord au sud et l'ouest à l'est, et le joueur qui a posé "
        "la tuile gagne",
    "{name} joins north to south and wins": "{name} relie le nord au sud et gagne",
    "{name} joins west to east and wins": "{name} relie l'ouest à l'est et gagne",
    "{name}'s tile joins north to south, so {winner} wins":
        "La tuile de {name} relie le nord au sud, donc {winner} gagne",
    "{name}'s tile joins west to east, so {winner} wins":
        "La tuile de {name} relie l'ouest à l'est, donc {winner} gagne",
    "Draw: the board is full and no track joins opposite sides":
        "Partie nulle : le plateau est plein et aucune voie ne relie deux bords opposés",

    # -- moves refused
    "a move is the square where you place your piece, like c3":
        "un coup est la case où vous posez votre tuile, par exemple c3",
    "{square} is already filled": "{square} est déjà occupée",
    "piece {piece} does not exist: pieces are 1, 2 and 3":
        "la tuile {piece} n'existe pas : les tuiles sont 1, 2 et 3",
    "piece {piece} is {other}'s next piece; it is {name}'s turn, and {name} places piece "
    "{mine}":
        "la tuile {piece} est la prochaine tuile de {other} ; c'est au tour de {name}, et "
        "{name} pose la tuile {mine}",
    "{name} places piece {mine} this turn, not piece {piece}":
        "{name} pose la tuile {mine} à ce tour, pas la tuile {piece}",

    # -- the board and the panel
    "Tracross board, {n} by {n}": "Plateau de Tracross, {n} sur {n}",
    "{name} joins north and south.": "{name} relie le nord et le sud.",
    "{name} joins west and east.": "{name} relie l'ouest et l'est.",
    "Next: piece {piece} (rolled {roll})": "Ensuite : tuile {piece} (dé : {roll})",
    "Next: piece {piece}": "Ensuite : tuile {piece}",
    "lay your piece on c3": "posez votre tuile sur c3",

    # -- the set-up editor
    "Piece 1": "Tuile 1",
    "Piece 2": "Tuile 2",
    "Piece 3": "Tuile 3",
    "Empty square": "Case vide",
    "To place": "Au trait",
    "Player 1's next piece": "Prochaine tuile du joueur 1",
    "Player 2's next piece": "Prochaine tuile du joueur 2",

    # -- the rules page
    "A connection game for two on a square grid, six by six unless you choose otherwise. "
    "Players take turns laying track pieces; whoever first has a single track running from "
    "one of their sides to the opposite one wins.":
        "Un jeu de connexion pour deux sur une grille carrée, de six cases sur six sauf si "
        "vous en choisissez une autre. Les joueurs posent tour à tour des tuiles de voie ; "
        "le premier à avoir une seule voie continue qui va de l'un de ses bords au bord "
        "opposé gagne.",
    "The three pieces": "Les trois tuiles",
    "{chip1} Piece 1 carries two curves: bottom to right and top to left. {chip2} Piece 2 "
    "curves the other way: bottom to left and top to right. {chip3} Piece 3 is a crossing: "
    "one track runs top to bottom over the other, which runs left to right, and they do not "
    "meet. Pieces are never turned.":
        "{chip1} La tuile 1 porte deux courbes : du bas vers la droite et du haut vers la "
        "gauche. {chip2} La tuile 2 tourne dans l'autre sens : du bas vers la gauche et du "
        "haut vers la droite. {chip3} La tuile 3 est un croisement : une voie va du haut vers "
        "le bas en passant par-dessus l'autre, qui va de gauche à droite, et elles ne se "
        "rejoignent pas. Les tuiles ne sont jamais tournées.",
    "Sides and pieces": "Bords et tuiles",
    "Player 1 owns the top and bottom edges (solid), Player 2 the left and right edges "
    "(dashed). Each player rolls a die once: 1 or 4 gives piece 1, 2 or 5 piece 2, 3 or 6 "
    "piece 3. After placing a piece you move on to the next one in the cycle 1, 2, 3, 1, … "
    "so each player always knows their next piece.":
        "Le joueur 1 possède les bords du haut et du bas (en trait plein), le joueur 2 ceux "
        "de gauche et de droite (en pointillés). Chaque joueur lance un dé une seule fois : "
        "1 ou 4 donne la tuile 1, 2 ou 5 la tuile 2, 3 ou 6 la tuile 3. Après avoir posé une "
        "tuile, vous passez à la suivante dans le cycle 1, 2, 3, 1, … ainsi chaque joueur "
        "connaît toujours sa prochaine tuile.",
    "A turn": "Un tour",
    "Put your piece on any empty square. That is all: no square is off limits.":
        "Posez votre tuile sur n'importe quelle case vide. C'est tout : aucune case n'est "
        "interdite.",
    "Three pieces laid on a 4 by 4 board.":
        "Trois tuiles posées sur un plateau de 4 cases sur 4.",
    "Winning": "Gagner",
    "After each piece, follow the tracks. A track that runs from the top edge to the bottom "
    "edge wins for Player 1; one from the left edge to the right edge wins for Player 2, "
    "whoever laid the last piece. If the board fills up without such a track, the game is "
    "drawn.":
        "Après chaque tuile, suivez les voies. Une voie qui va du bord du haut au bord du "
        "bas fait gagner le joueur 1 ; une voie du bord gauche au bord droit fait gagner le "
        "joueur 2, quel que soit le joueur qui a posé la dernière tuile. Si le plateau se "
        "remplit sans une telle voie, la partie est nulle.",
    "Which die faces give which piece: we follow the pictures' captions (1 and 4 give piece "
    "1, and so on). The program listing in the original text is off by one; it is an "
    "option.":
        "Quelles faces du dé donnent quelle tuile : nous suivons les légendes des "
        "illustrations (1 et 4 donnent la tuile 1, et ainsi de suite). Le programme du texte "
        "original est décalé d'une unité ; c'est une option.",
    "Who has which sides and who starts: Player 1 takes top and bottom and starts; both are "
    "options.":
        "Qui a quels bords et qui commence : le joueur 1 prend le haut et le bas et "
        "commence ; les deux sont des options.",
    "One piece can complete tracks for both players at once. Then the player who laid it "
    "wins; a draw is an option.":
        "Une même tuile peut compléter des voies pour les deux joueurs à la fois. Le joueur "
        "qui l'a posée gagne alors ; la partie nulle est une option.",
    "Rolling the die every turn instead of following the cycle is an option, from the "
    "author's own notes.":
        "Lancer le dé à chaque tour au lieu de suivre le cycle est une option, tirée des "
        "notes de l'auteur lui-même.",
    "The dice of a game come from its seed, kept in its link, so a shared game replays with "
    "the same rolls.":
        "Les dés d'une partie viennent de sa graine, gardée dans son lien : une partie "
        "partagée se rejoue donc avec les mêmes lancers.",

    # -- lesson.txt
    "Tracross in six steps": "Tracross en six étapes",
    "Lay a piece": "Poser une tuile",
    "Player 1 owns the top and bottom edges, Player 2 the left and right ones. On your turn "
    "you lay your piece on any empty square; pieces are never turned. Your piece now is 3, "
    "the crossing: one track top to bottom over one left to right. The panel always shows "
    "whose piece comes next.":
        "Le joueur 1 possède les bords du haut et du bas, le joueur 2 ceux de gauche et de "
        "droite. À votre tour, vous posez votre tuile sur n'importe quelle case vide ; les "
        "tuiles ne sont jamais tournées. Votre tuile est maintenant la 3, le croisement : "
        "une voie du haut vers le bas par-dessus une voie de gauche à droite. Le panneau "
        "indique toujours à qui est la prochaine tuile.",
    "Keep a track going": "Prolonger une voie",
    "The crossing on a3 carries a track down from the top edge. Lay your crossing right "
    "under it, on a2, and the track runs on.":
        "Le croisement en a3 fait descendre une voie depuis le bord du haut. Posez votre "
        "croisement juste en dessous, en a2, et la voie continue.",
    "This step asks for a2, just under the crossing on a3.":
        "Cette étape demande a2, juste sous le croisement en a3.",
    "Join your sides": "Reliez vos bords",
    "A track that runs from the top edge to the bottom edge wins for Player 1 at once; one "
    "from the left edge to the right edge wins for Player 2, whoever laid the last piece.":
        "Une voie qui va du bord du haut au bord du bas fait gagner aussitôt le joueur 1 ; "
        "une voie du bord gauche au bord droit fait gagner le joueur 2, quel que soit le "
        "joueur qui a posé la dernière tuile.",
    "Find the square that carries the track from a2 down to the bottom edge.":
        "Trouvez la case qui mène la voie de a2 jusqu'au bord du bas.",
    "Block a threat": "Parer une menace",
    "Player 2's crossings on a2 and b2 run a track from the left edge to c2, and Player 2's "
    "next piece is another crossing. Take c2 first: your piece 1 turns that track up into "
    "c3, so it goes nowhere.":
        "Les croisements du joueur 2 en a2 et b2 mènent une voie du bord gauche jusqu'à c2, "
        "et la prochaine tuile du joueur 2 est encore un croisement. Prenez c2 d'abord : "
        "votre tuile 1 fait tourner cette voie vers le haut, en c3, où elle ne mène nulle "
        "part.",
    "Put your piece where Player 2 would finish the track.":
        "Posez votre tuile là où le joueur 2 terminerait la voie.",
    "Win a game": "Gagner une partie",
    "A full-size board near the end. You are Player 1 with piece 1 in hand; the computer "
    "plays Player 2. Look for a square that makes two threats at once.":
        "Un plateau de taille normale, presque en fin de partie. Vous êtes le joueur 1, avec "
        "la tuile 1 en main ; l'ordinateur joue le joueur 2. Cherchez une case qui crée deux "
        "menaces à la fois.",

    # -- puzzles.txt
    "Tracross puzzles": "Problèmes de Tracross",
    # -- moves in words (issue 44)
    '{who} lays {piece} on {square}':
        '{who} pose la {piece} en {square}',
    '{who} rolled {roll} and lays {piece} on {square}':
        '{who} a fait {roll} au dé et pose la {piece} en {square}',
}

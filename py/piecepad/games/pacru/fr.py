"""Pacru: French words (docs/languages.md)."""

MESSAGES = {
    # sides, seats, facings, colours
    "South": "Sud",
    "West": "Ouest",
    "North": "Nord",
    "East": "Est",
    "Player 1": "Joueur 1",
    "Player 2": "Joueur 2",
    "Player 3": "Joueur 3",
    "Player 4": "Joueur 4",
    "north": "nord",
    "north-east": "nord-est",
    "east": "est",
    "south-east": "sud-est",
    "south": "sud",
    "south-west": "sud-ouest",
    "west": "ouest",
    "north-west": "nord-ouest",
    "orange": "orange",
    "blue": "bleu",
    "yellow": "jaune",
    "black": "noir",
    "{first}, {rest}": "{first}, {rest}",
    "{squares} and {last}": "{squares} et {last}",
    # options
    "Sides used by two players": "Côtés occupés à deux joueurs",
    "South and North (South moves first)": "Sud et Nord (Sud joue en premier)",
    "West and East (East moves first)": "Ouest et Est (Est joue en premier)",
    "Order of play (the sides, first player first)":
        "Ordre de jeu (les côtés, le premier joueur d'abord)",
    "default, or the sides in order of play, like E,W or N,E,W or S,W,N,E":
        "default, ou les côtés dans l'ordre de jeu, par exemple E,W ou N,E,W ou S,W,N,E",
    "Default (2: S,N; 3: N,E,W; 4: S,W,N,E)": "Par défaut (2\u00a0: S,N\u00a0; 3\u00a0: N,E,W\u00a0; 4\u00a0: S,W,N,E)",
    "E,W,N,S (as Abstract Play)": "E,W,N,S (comme sur Abstract Play)",
    "Meeting rule": "Règle des rencontres",
    "2011: a meeting claims a tile only once an opponent has 9 tiles":
        "2011\u00a0: une rencontre ne rapporte une tuile qu'une fois qu'un adversaire a 9 tuiles",
    "Original: every meeting claims a tile": "Originale\u00a0: chaque rencontre rapporte une tuile",
    "When the 9-tile threshold of a meeting is counted":
        "Quand le seuil de 9 tuiles d'une rencontre est compté",
    "After the move's other tile changes": "Après les autres changements de tuiles du coup",
    "Before the move's tile changes": "Avant les changements de tuiles du coup",
    "Meeting claim": "Prise de rencontre",
    "Mandatory": "Obligatoire",
    "Optional (the player may decline it)": "Facultative (le joueur peut la refuser)",
    "Borderland transformation after a pincer": "Transformation de zone après une tenaille",
    "Allowed": "Autorisée",
    "Not allowed": "Interdite",
    "Turn limit (a draw when reached)": "Limite de tours (égalité quand elle est atteinte)",
    "none (no limit) or a whole number of turns, 1 or more":
        "none (pas de limite) ou un nombre entier de tours, 1 ou plus",
    "No limit": "Pas de limite",
    "200 turns": "200 tours",
    "400 turns": "400 tours",
    "option turn_order: with 2 players on seats_2p={seats} the order is {one} or {other}, "
    "not {given}":
        "option turn_order\u00a0: à 2 joueurs avec seats_2p={seats}, l'ordre est {one} ou "
        "{other}, pas {given}",
    "option turn_order: {players} players need all four sides S, W, N, E in order of play, "
    "not {given}":
        "option turn_order\u00a0: {players} joueurs demandent les quatre côtés S, W, N, E dans "
        "l'ordre de jeu, pas {given}",
    "option turn_order: {players} players need any three sides in order of play, not "
    "{given}":
        "option turn_order\u00a0: {players} joueurs demandent trois côtés quelconques dans "
        "l'ordre de jeu, pas {given}",
    # how a game ends
    "{seat} reaches {target} tiles and wins": "{seat} atteint {target} tuiles et gagne",
    "{seat} is the only player with pieces and wins":
        "{seat} est le seul joueur à avoir encore des pièces et gagne",
    "Draw: the {cap}-turn limit was reached": "Égalité\u00a0: la limite de {cap} tours est atteinte",
    ("{seats} cannot move (blocked) and is out; {reason}",
     "{seats} cannot move (blocked) and are out; {reason}"):
        ("{seats} ne peut plus jouer (bloqué) et est éliminé\u00a0; {reason}",
         "{seats} ne peuvent plus jouer (bloqués) et sont éliminés\u00a0; {reason}"),
    # refused decisions
    "a Pacru decision is written like a3-b4, e3xe4, e6>s, c, +b4, *i9 or -a1":
        "une décision de Pacru s'écrit par exemple a3-b4, e3xe4, e6>s, c, +b4, *i9 ou -a1",
    "R7: you may not change a tile that is occupied by a piece":
        "R7\u00a0: vous ne pouvez pas changer une tuile occupée par une pièce",
    "R7: a piece cannot move onto a square occupied by another piece":
        "R7\u00a0: une pièce ne peut pas aller sur une case occupée par une autre pièce",
    "R7: a piece cannot move onto a square occupied by another piece (to take it, a pincer "
    "is written {pincer})":
        "R7\u00a0: une pièce ne peut pas aller sur une case occupée par une autre pièce (pour la "
        "prendre, une tenaille s'écrit {pincer})",
    "R14: turning {degrees} degrees returns {cost} of your tiles to neutral, and you have "
    "{have} without a piece on them":
        "R14\u00a0: tourner de {degrees} degrés rend {cost} de vos tuiles neutres, et vous en "
        "avez {have} sans pièce dessus",
    "R14: after {square} too few of your unoccupied tiles come later in square order to "
    "finish the cost ({left} still to return): choose an earlier tile":
        "R14\u00a0: après {square}, trop peu de vos tuiles libres viennent ensuite dans l'ordre "
        "des cases pour payer le coût ({left} encore à rendre)\u00a0: choisissez une tuile "
        "antérieure",
    "R8: c chooses the connection change over the crossing benefit, and no move waits for "
    "that choice now":
        "R8\u00a0: c choisit le bonus de connexion plutôt que le bonus de passage, et aucun coup "
        "n'attend ce choix pour l'instant",
    "R14: a facing is one of {facings}, not '{facing}'":
        "R14\u00a0: une orientation est l'une de {facings}, pas '{facing}'",
    "R14: the piece on {square} already faces {facing}":
        "R14\u00a0: la pièce en {square} est déjà orientée {facing}",
    "R14: a piece turns 45 or 90 degrees in one turn, and {now} to {facing} is {degrees} "
    "degrees":
        "R14\u00a0: une pièce tourne de 45 ou 90 degrés en un tour, et de {now} à {facing}, il y "
        "a {degrees} degrés",
    "R3: a piece moves in a straight line, forwards or 45 degrees to either side":
        "R3\u00a0: une pièce se déplace en ligne droite, vers l'avant ou à 45 degrés d'un côté ou "
        "de l'autre",
    "R3: the piece on {square} faces {facing}, so it moves only {ways}":
        "R3\u00a0: la pièce en {square} est orientée {facing}, elle ne se déplace donc que vers "
        "{ways}",
    ("R5: the piece on {square} has a power of movement of {n} ({own} of your tiles in its "
     "borderland {area}), so it moves at most {n} square",
     "R5: the piece on {square} has a power of movement of {n} ({own} of your tiles in its "
     "borderland {area}), so it moves at most {n} squares"):
        ("R5\u00a0: la pièce en {square} a une portée de {n} ({own} de vos tuiles dans sa zone "
         "{area}), elle se déplace donc d'au plus {n} case",
         "R5\u00a0: la pièce en {square} a une portée de {n} ({own} de vos tuiles dans sa zone "
         "{area}), elle se déplace donc d'au plus {n} cases"),
    "R7: a piece cannot move onto a tile of another player's colour ({square} is "
    "{owner}'s)":
        "R7\u00a0: une pièce ne peut pas aller sur une tuile de la couleur d'un autre joueur "
        "({square} appartient à {owner})",
    "the game is over": "la partie est terminée",
    "{reason} ({legal})": "{reason} ({legal})",
    "R4: not a tile this crossing can claim":
        "R4\u00a0: ce passage ne permet pas de prendre cette tuile",
    "R12: not a tile this meeting can claim":
        "R12\u00a0: cette rencontre ne permet pas de prendre cette tuile",
    "R14: only tiles of your own colour are returned, and {square} is not yours":
        "R14\u00a0: on ne rend que des tuiles de sa couleur, et {square} n'est pas à vous",
    "R14: the returned tiles are named one by one in increasing square order (a1, a2, ... "
    "a9, b1, ...), and {square} comes before {last}":
        "R14\u00a0: les tuiles rendues se nomment une à une dans l'ordre croissant des cases (a1, "
        "a2, ... a9, b1, ...), et {square} vient avant {last}",
    "there is no piece on {square}": "il n'y a pas de pièce en {square}",
    "R2: the piece on {square} is {owner}'s; it is {seat}'s turn":
        "R2\u00a0: la pièce en {square} appartient à {owner}\u00a0; c'est à {seat} de jouer",
    "R11: a pincer lands on an opponent's piece, and {square} is empty":
        "R11\u00a0: une tenaille arrive sur une pièce adverse, et {square} est vide",
    "R11: a pincer takes an opponent's piece; the piece on {square} is yours":
        "R11\u00a0: une tenaille prend une pièce adverse\u00a0; la pièce en {square} est à vous",
    "R11: the piece on {square} does not attack {target}: {between} is in the way (no piece "
    "can jump into a pincer)":
        "R11\u00a0: la pièce en {square} n'attaque pas {target}\u00a0: {between} est sur le chemin "
        "(aucune pièce ne peut sauter dans une tenaille)",
    "R11: a pincer needs two or more of your pieces attacking the piece on {target} at the "
    "start of your turn; only the piece on {square} does":
        "R11\u00a0: une tenaille demande qu'au moins deux de vos pièces attaquent la pièce en "
        "{target} au début de votre tour\u00a0; seule la pièce en {square} l'attaque",
    "R11: not a legal pincer here": "R11\u00a0: tenaille non autorisée ici",
    "R7: a piece cannot jump over another piece ({between}), except in a connection jump "
    "from a tile of your colour to a tile of your colour (R9)":
        "R7\u00a0: une pièce ne peut pas sauter par-dessus une autre pièce ({between}), sauf lors "
        "d'un saut de connexion d'une tuile de votre couleur à une tuile de votre couleur "
        "(R9)",
    "R8/R13: this move is both a connection and a border crossing: choose c (the connection "
    "change) or one crossing claim":
        "R8/R13\u00a0: ce coup est à la fois une connexion et un passage de frontière\u00a0: choisissez "
        "c (le bonus de connexion) ou une prise de passage",
    "R4: claim a tile of the borderland you crossed into first":
        "R4\u00a0: prenez d'abord une tuile de la zone où vous êtes entré",
    "R12: the meeting earns a tile: claim it first":
        "R12\u00a0: la rencontre rapporte une tuile\u00a0: prenez-la d'abord",
    "R14: return the reorientation's tiles to neutral first":
        "R14\u00a0: rendez d'abord neutres les tuiles de la rotation",
    "R12: the meeting claim is mandatory (the option meeting_optional is off)":
        "R12\u00a0: la prise de rencontre est obligatoire (l'option meeting_optional est "
        "désactivée)",
    "R4: the tile claimed must be in the borderland the piece landed in, {area}":
        "R4\u00a0: la tuile prise doit être dans la zone où la pièce est arrivée, {area}",
    "R4: {square} is already your colour": "R4\u00a0: {square} est déjà de votre couleur",
    "R4: a borderland change claims a neutral tile while the borderland has one; {square} "
    "is {owner}'s (R10 applies only when no neutral tile is left)":
        "R4\u00a0: un changement de zone prend une tuile neutre tant que la zone en a une\u00a0; "
        "{square} appartient à {owner} (R10 ne s'applique que quand il ne reste aucune "
        "tuile neutre)",
    "R12: {square} is already your colour": "R12\u00a0: {square} est déjà de votre couleur",
    "R4: a tile is claimed only after a move that crosses a border":
        "R4\u00a0: on ne prend une tuile qu'après un coup qui passe une frontière",
    "R12: a meeting claim comes only after a move that makes a meeting":
        "R12\u00a0: une prise de rencontre ne vient qu'après un coup qui crée une rencontre",
    "R14: tiles are returned only after reorienting a piece (like e6>s)":
        "R14\u00a0: on ne rend des tuiles qu'après avoir tourné une pièce (par exemple e6>s)",
    # position text
    "the game is marked over (-), but no one has reached the target, more than one player "
    "has pieces and no turn limit is reached":
        "la partie est marquée comme terminée (-), mais personne n'a atteint l'objectif, "
        "plusieurs joueurs ont des pièces et aucune limite de tours n'est atteinte",
    "position text is far too long (a Pacru position is under 300 characters)":
        "le texte de position est bien trop long (une position de Pacru fait moins de 300 "
        "caractères)",
    ("position text is five fields separated by spaces: the seats in order of play, the "
     "board, the side to move, the pending decision and the turns played; got {n} field",
     "position text is five fields separated by spaces: the seats in order of play, the "
     "board, the side to move, the pending decision and the turns played; got {n} fields"):
        ("le texte de position a cinq champs séparés par des espaces\u00a0: les places dans "
         "l'ordre de jeu, le plateau, le camp au trait, la décision en attente et les tours "
         "joués\u00a0; trouvé\u00a0: {n} champ",
         "le texte de position a cinq champs séparés par des espaces\u00a0: les places dans "
         "l'ordre de jeu, le plateau, le camp au trait, la décision en attente et les tours "
         "joués\u00a0; trouvé\u00a0: {n} champs"),
    "seats '{seats}': 2 to 4 different sides from S, W, N, E in order of play, like SN or "
    "NEW":
        "places '{seats}'\u00a0: 2 à 4 côtés différents parmi S, W, N, E dans l'ordre de jeu, par "
        "exemple SN ou NEW",
    "the position seats {count} players ({seats}), not {players}":
        "la position compte {count} joueurs ({seats}), pas {players}",
    "seats '{seats}' do not match the options, which seat {order} in that order":
        "les places '{seats}' ne correspondent pas aux options, qui placent {order} dans cet "
        "ordre",
    "the side to move is one of {sides} or - (game over), not '{side}'":
        "le camp au trait est l'un de {sides} ou - (partie terminée), pas '{side}'",
    "fewer than two players have pieces: the game would be over (write - as the side to "
    "move)":
        "moins de deux joueurs ont des pièces\u00a0: la partie serait terminée (écrivez - pour le "
        "camp au trait)",
    "{seat} has no pieces, so cannot be in mid-turn":
        "{seat} n'a pas de pièces, et ne peut donc pas être en plein tour",
    "completed turns '{text}' should be a whole number, 0 or more":
        "les tours joués '{text}' doivent être un nombre entier, 0 ou plus",
    "the board needs {size} ranks separated by '/', got {count}":
        "le plateau demande {size} rangées séparées par '/', trouvé\u00a0: {count}",
    "two players have reached the target; the game ends at the first":
        "deux joueurs ont atteint l'objectif\u00a0; la partie s'arrête au premier",
    "no player has pieces; the game ends when one is left":
        "aucun joueur n'a de pièces\u00a0; la partie s'arrête quand il n'en reste qu'un",
    "pending '{text}' should be -, choice:a3-c5, borderland:b4, meeting:b4 or "
    "reorient-cost:e6:4 (see docs/notation.md)":
        "la décision en attente '{text}' doit être -, choice:a3-c5, borderland:b4, "
        "meeting:b4 ou reorient-cost:e6:4 (voir docs/notation.md)",
    "pending '{text}': {square} should hold a piece of {seat}, the side in mid-turn":
        "décision en attente '{text}'\u00a0: {square} devrait porter une pièce de {seat}, le camp "
        "en plein tour",
    "seats '{seats}': two players sit at S and N or at W and E":
        "places '{seats}'\u00a0: deux joueurs s'assoient en S et N ou en W et E",
    "a finished game has no pending decision (write -)":
        "une partie terminée n'a pas de décision en attente (écrivez -)",
    "{seat} has {tiles} tiles, the target is {target}: the game would be over":
        "{seat} a {tiles} tuiles, l'objectif est {target}\u00a0: la partie serait terminée",
    "{turns} turns reach the limit max_plies={cap}: the game would be over":
        "{turns} tours atteignent la limite max_plies={cap}\u00a0: la partie serait terminée",
    "{where}: {what} of side {letter}, which has no seat in this game (seats: {seats})":
        "{where}\u00a0: {what} du côté {letter}, qui n'a pas de place dans cette partie (places\u00a0: "
        "{seats})",
    "a piece": "une pièce",
    "a tile": "une tuile",
    "rank {rank} covers {count} squares, not {size}":
        "la rangée {rank} couvre {count} cases, pas {size}",
    "rank {rank} covers more than 9 squares": "la rangée {rank} couvre plus de 9 cases",
    "rank {rank}: a piece in parentheses follows its square's tile (. for neutral, or a "
    "side letter), like .(Ns)":
        "rangée {rank}\u00a0: une pièce entre parenthèses suit la tuile de sa case (. pour "
        "neutre, ou une lettre de côté), par exemple .(Ns)",
    "rank {rank}: '{char}' is not a digit, '.', a side letter (S, W, N, E) or a piece like "
    "(Ne)":
        "rangée {rank}\u00a0: '{char}' n'est ni un chiffre, ni '.', ni une lettre de côté (S, W, "
        "N, E), ni une pièce comme (Ne)",
    "{square}: a piece never stands on another player's colour (R7)":
        "{square}\u00a0: une pièce ne se trouve jamais sur la couleur d'un autre joueur (R7)",
    "{square}: a piece is written as its side and facing in parentheses, like (Ne) or (Ssw)":
        "{square}\u00a0: une pièce s'écrit avec son côté et son orientation entre parenthèses, "
        "par exemple (Ne) ou (Ssw)",
    "{seat} has {n} pieces; with {players} players each has {pieces}":
        "{seat} a {n} pièces\u00a0; à {players} joueurs, chacun en a {pieces}",
    ":met records the meeting threshold counted before the tile benefit; it needs "
    "meeting_threshold_timing=before_effects":
        ":met note le seuil de rencontre compté avant le bonus de tuile\u00a0; il faut "
        "meeting_threshold_timing=before_effects",
    "pending '{text}': {reason}": "décision en attente '{text}'\u00a0: {reason}",
    "write choice:from-to, like choice:d4-f6":
        "écrivez choice:départ-arrivée, par exemple choice:d4-f6",
    "write reorient-cost:square:tiles still to return (1-4), then :last returned square "
    "once one is returned":
        "écrivez reorient-cost:case:tuiles encore à rendre (1-4), puis\u00a0:dernière case rendue "
        "dès qu'une tuile a été rendue",
    "write {kind}:square (the moved piece's square)":
        "écrivez {kind}:case (la case de la pièce déplacée)",
    "pending '{text}': not a connection that crosses a border (the piece on {square} must "
    "have come from an empty square of its colour in a straight line it now faces, over "
    "empty squares, into another borderland)":
        "décision en attente '{text}'\u00a0: ce n'est pas une connexion qui passe une frontière "
        "(la pièce en {square} doit venir d'une case vide de sa couleur, en ligne droite dans "
        "la direction où elle pointe, par-dessus des cases vides, jusque dans une autre zone)",
    "pending '{text}': the crossing offers no claim, so there is no choice to make":
        "décision en attente '{text}'\u00a0: le passage n'offre aucune prise, il n'y a donc pas "
        "de choix à faire",
    "pending '{text}': no tile of that borderland can be claimed":
        "décision en attente '{text}'\u00a0: aucune tuile de cette zone ne peut être prise",
    "pending '{text}': no tile can be claimed":
        "décision en attente '{text}'\u00a0: aucune tuile ne peut être prise",
    "pending '{text}': too few of {seat}'s unoccupied tiles come after the last returned "
    "one to finish the cost":
        "décision en attente '{text}'\u00a0: trop peu de tuiles libres de {seat} viennent après "
        "la dernière rendue pour payer le coût",
    # the set-up editor
    "South's tile": "Tuile de Sud",
    "West's tile": "Tuile d'Ouest",
    "North's tile": "Tuile de Nord",
    "East's tile": "Tuile d'Est",
    "South's chevron": "Chevron de Sud",
    "West's chevron": "Chevron d'Ouest",
    "North's chevron": "Chevron de Nord",
    "East's chevron": "Chevron d'Est",
    "South North": "Sud Nord",
    "North South": "Nord Sud",
    "East West": "Est Ouest",
    "West East": "Ouest Est",
    "North East West": "Nord Est Ouest",
    "South West North East": "Sud Ouest Nord Est",
    "Tiles": "Tuiles",
    "Chevrons (tap again to turn)": "Chevrons (touchez à nouveau pour tourner)",
    "To move": "Au trait",
    "Seats, in order of play": "Places, dans l'ordre de jeu",
    "New chevrons face": "Orientation des nouveaux chevrons",
    "Neutral tile": "Tuile neutre",
    "Remove a chevron": "Retirer un chevron",
    "rank {rank}: '{char}' is not a digit, '.', a side or a piece in parentheses":
        "rangée {rank}\u00a0: '{char}' n'est ni un chiffre, ni '.', ni un côté, ni une pièce "
        "entre parenthèses",
    "rank {rank}: '({piece})' is not a side and a facing, like (Ns)":
        "rangée {rank}\u00a0: '({piece})' n'est pas un côté suivi d'une orientation, comme (Ns)",
    # the board, the panel and the decisions
    "{seat}'s orange tile": "tuile orange de {seat}",
    "{seat}'s blue tile": "tuile bleue de {seat}",
    "{seat}'s yellow tile": "tuile jaune de {seat}",
    "{seat}'s black tile": "tuile noire de {seat}",
    "neutral white tile": "tuile neutre blanche",
    "neutral grey tile": "tuile neutre grise",
    "{seat}'s piece facing {facing}": "pièce de {seat} orientée {facing}",
    "power of movement {n}": "portée {n}",
    "can be claimed": "peut être prise",
    "the connection change colours it": "le bonus de connexion la colore",
    "in the meeting": "dans la rencontre",
    "chosen to give back": "choisie pour être rendue",
    "can be given back": "peut être rendue",
    "Pacru board, South side at the bottom": "Plateau de Pacru, côté Sud en bas",
    "Pacru board, East side at the bottom": "Plateau de Pacru, côté Est en bas",
    "Pacru board, North side at the bottom": "Plateau de Pacru, côté Nord en bas",
    "Pacru board, West side at the bottom": "Plateau de Pacru, côté Ouest en bas",
    "out": "éliminé",
    "winner": "gagnant",
    "{n} / {target} tiles": "{n} / {target} tuiles",
    "{seat}: {n} of {target} tiles": "{seat}\u00a0: {n} tuiles sur {target}",
    "Tiles against the target": "Tuiles par rapport à l'objectif",
    "{seat} lost their last piece to a pincer and is out. Their tiles stay on the board.":
        "{seat} a perdu sa dernière pièce dans une tenaille et est éliminé. Ses tuiles "
        "restent sur le plateau.",
    "{seat} is blocked: none of {seat}'s pieces can move, so {seat} is out. Their pieces "
    "leave the board; their tiles stay.":
        "{seat} est bloqué\u00a0: aucune pièce de {seat} ne peut bouger, {seat} est donc éliminé. "
        "Ses pièces quittent le plateau\u00a0; ses tuiles restent.",
    "{seat} wins! {reason}.": "{seat} gagne\u00a0! {reason}.",
    "The game is drawn. {reason}.": "La partie se termine par une égalité. {reason}.",
    "{who}: tap one of your pieces (outlined) to see where it can go, or to turn it instead "
    "of moving.":
        "{who}\u00a0: touchez une de vos pièces (entourées) pour voir où elle peut aller, ou pour "
        "la tourner au lieu de la déplacer.",
    "{own} of your tiles in its borderland {span}; 0 or 1 tile gives 1":
        "{own} de vos tuiles dans sa zone {span}\u00a0; 0 ou 1 tuile donne 1",
    "{own} of your tiles in its borderland {span}": "{own} de vos tuiles dans sa zone {span}",
    ("The piece on {square} faces {facing} and can go to {n} square (dots), {pincers} of "
     "them by pincer (ringed).",
     "The piece on {square} faces {facing} and can go to {n} squares (dots), {pincers} of "
     "them by pincer (ringed)."):
        ("La pièce en {square} est orientée {facing} et peut aller sur {n} case (points), "
         "dont {pincers} par tenaille (cerclées).",
         "La pièce en {square} est orientée {facing} et peut aller sur {n} cases (points), "
         "dont {pincers} par tenaille (cerclées)."),
    ("The piece on {square} faces {facing} and can go to {n} square (dots).",
     "The piece on {square} faces {facing} and can go to {n} squares (dots)."):
        ("La pièce en {square} est orientée {facing} et peut aller sur {n} case (points).",
         "La pièce en {square} est orientée {facing} et peut aller sur {n} cases "
         "(points)."),
    "The piece on {square} faces {facing} and cannot move this turn.":
        "La pièce en {square} est orientée {facing} et ne peut pas bouger à ce tour.",
    "Or turn it with a button below: 45° gives back 2 of your tiles, 90° gives back 4.":
        "Ou tournez-la avec un bouton ci-dessous\u00a0: 45° rend 2 de vos tuiles, 90° en rend 4.",
    "Turning it needs at least 2 of your tiles without a piece on them.":
        "Pour la tourner, il faut au moins 2 de vos tuiles sans pièce dessus.",
    "Power of movement {n}": "Portée {n}",
    "({why}). {piece} {turning}": "({why}). {piece} {turning}",
    "the connection change colours {squares} (+{n})":
        "le bonus de connexion colore {squares} (+{n})",
    "the connection change colours nothing (the tiles between are yours)":
        "le bonus de connexion ne colore rien (les tuiles intermédiaires sont à vous)",
    "{who}: this move is a connection and crosses a border, so take one benefit: {change}; "
    "or the crossing benefit claims one highlighted tile in {span} (+1).":
        "{who}\u00a0: ce coup est une connexion et passe une frontière, prenez donc un seul "
        "bonus\u00a0: {change}\u00a0; ou le bonus de passage prend une tuile en surbrillance dans "
        "{span} (+1).",
    "Crossing benefit: claim {square}": "Bonus de passage\u00a0: prendre {square}",
    "Crossing benefit (+1):": "Bonus de passage (+1)\u00a0:",
    "Crossing benefit: claim one tile": "Bonus de passage\u00a0: prendre une tuile",
    ("{who}: the piece crossed into borderland {span}. Tap the highlighted tile to claim "
     "it.",
     "{who}: the piece crossed into borderland {span}. Tap one of the {n} highlighted tiles "
     "to claim it."):
        ("{who}\u00a0: la pièce est entrée dans la zone {span}. Touchez la tuile en surbrillance "
         "pour la prendre.",
         "{who}\u00a0: la pièce est entrée dans la zone {span}. Touchez l'une des {n} tuiles en "
         "surbrillance pour la prendre."),
    "{who}: meeting! The pieces on {square} and {other} face each other on your tiles. Tap "
    "any highlighted tile on the board to claim it (+1), or decline with the button below.":
        "{who}\u00a0: rencontre\u00a0! Les pièces en {square} et {other} se font face sur vos tuiles. "
        "Touchez n'importe quelle tuile en surbrillance pour la prendre (+1), ou refusez avec "
        "le bouton ci-dessous.",
    "{who}: meeting! The pieces on {square} and {other} face each other on your tiles. Tap "
    "any highlighted tile on the board to claim it (+1).":
        "{who}\u00a0: rencontre\u00a0! Les pièces en {square} et {other} se font face sur vos tuiles. "
        "Touchez n'importe quelle tuile en surbrillance pour la prendre (+1).",
    ("{who}: the piece on {square} turned. Give back {n} more tile to neutral: tap your "
     "highlighted tiles (chosen: {chosen}; tap one again to unchoose).",
     "{who}: the piece on {square} turned. Give back {n} more tiles to neutral: tap your "
     "highlighted tiles (chosen: {chosen}; tap one again to unchoose)."):
        ("{who}\u00a0: la pièce en {square} a tourné. Rendez encore {n} tuile neutre\u00a0: touchez vos "
         "tuiles en surbrillance (choisies\u00a0: {chosen}\u00a0; touchez-en une à nouveau pour "
         "l'écarter).",
         "{who}\u00a0: la pièce en {square} a tourné. Rendez encore {n} tuiles neutres\u00a0: touchez "
         "vos tuiles en surbrillance (choisies\u00a0: {chosen}\u00a0; touchez-en une à nouveau pour "
         "l'écarter)."),
    ("{who}: the piece on {square} turned. Give back {n} more tile to neutral: tap your "
     "highlighted tiles.",
     "{who}: the piece on {square} turned. Give back {n} more tiles to neutral: tap your "
     "highlighted tiles."):
        ("{who}\u00a0: la pièce en {square} a tourné. Rendez encore {n} tuile neutre\u00a0: touchez vos "
         "tuiles en surbrillance.",
         "{who}\u00a0: la pièce en {square} a tourné. Rendez encore {n} tuiles neutres\u00a0: touchez "
         "vos tuiles en surbrillance."),
    "Still to give back: {n}": "Encore à rendre\u00a0: {n}",
    "Connection change": "Bonus de connexion",
    "Connection change (+0: the tiles between are already yours)":
        "Bonus de connexion (+0\u00a0: les tuiles intermédiaires sont déjà à vous)",
    "Connection change: {squares} become yours (+{n})":
        "Bonus de connexion\u00a0: {squares} passent à votre couleur (+{n})",
    "Decline the meeting claim": "Refuser la prise de rencontre",
    "{arrow} {degrees}° to {facing} · give back {cost}":
        "{arrow} {degrees}° vers {facing} · rendre {cost}",
    "Claim {square}": "Prendre {square}",
    "Meeting claim: {square}": "Prise de rencontre\u00a0: {square}",
    "Give back {square}": "Rendre {square}",
    "Pincer: {origin} takes {target}": "Tenaille\u00a0: {origin} prend {target}",
    "{origin} to {target}": "{origin} vers {target}",
    "move a piece": "déplacer une pièce",
    "a pincer capture": "une prise par tenaille",
    "turn the piece on e6 to face south": "tourner la pièce en e6 vers le sud",
    "take the connection change": "prendre le bonus de connexion",
    "claim the tile on b4 in a borderland": "prendre la tuile b4 dans une zone",
    "a meeting claim": "une prise de rencontre",
    "give back the tile on a1 after turning": "rendre la tuile a1 après une rotation",
    # the rules page
    "Setting up": "Mise en place",
    "Taking turns": "Tour de jeu",
    'Moving': 'Se déplacer',
    "Crossing a border": "Passer une frontière",
    "Power of movement": "Portée",
    "Long moves": "Longs déplacements",
    "What you may not do": "Ce qui est interdit",
    "Connection jump": "Saut de connexion",
    "Borderland transformation": "Transformation de zone",
    "Pincer": "Tenaille",
    "Meeting": "Rencontre",
    "Several benefits in one move": "Plusieurs bonus en un coup",
    "Turning a piece": "Tourner une pièce",
    "Going out": "Élimination",
    'Winning': 'Gagner',
    "stripes": "des rayures",
    "dots": "des points",
    "stripes the other way": "des rayures dans l'autre sens",
    "a grid": "un quadrillage",
    "{colour} with {pattern}: player {n}": "{colour} avec {pattern}\u00a0: joueur {n}",
    "{seat} ({colour})": "{seat} ({colour})",
    "{lead}: {seats} and {last}; {first} starts.":
        "{lead}\u00a0: {seats} et {last}\u00a0; {first} commence.",
    "Two players": "Deux joueurs",
    "Three players": "Trois joueurs",
    "Four players": "Quatre joueurs",
    "The colours go by the order of play, not by side: whoever plays first is orange, "
    "whichever side that is.":
        "Les couleurs suivent l'ordre de jeu, pas les côtés\u00a0: celui qui joue en premier est "
        "orange, quel que soit son côté.",
    "A game of territory for two, three or four players by Mike Wellman. Each player moves "
    "a few chevron-shaped pieces around a nine-by-nine board and turns tiles to their own "
    "colour as the pieces travel. These are the rules as they stood after the 2011 change "
    "to meetings, retold in our own words; the headings carry the numbers of the rules in "
    "the original guide (R1 to R16).":
        "Un jeu de territoire pour deux, trois ou quatre joueurs, de Mike Wellman. Chaque "
        "joueur déplace quelques pièces en forme de chevron sur un plateau de neuf sur neuf "
        "et fait passer des tuiles à sa couleur au fil des déplacements. Voici les règles "
        "telles qu'elles étaient après le changement de 2011 sur les rencontres, racontées "
        "avec nos propres mots\u00a0; les titres portent les numéros des règles du guide "
        "original (R1 à R16).",
    "The board and the pieces": "Le plateau et les pièces",
    "The board is nine by nine squares, split by heavy lines into nine <em>borderlands</em> "
    "of three by three. Every square is a tile that is either neutral (the two shades, white "
    "and grey, only make diagonal stripes and mean the same) or in one player's colour. "
    "Colours also differ by pattern and carry the letter of the player's side of the table, "
    "so they can be told apart without colour vision:":
        "Le plateau fait neuf cases sur neuf, divisé par des traits épais en neuf "
        "<em>zones</em> de trois sur trois. Chaque case est une tuile soit neutre (les deux "
        "teintes, blanc et gris, ne forment que des bandes diagonales et veulent dire la "
        "même chose), soit de la couleur d'un joueur. Les couleurs se distinguent aussi par "
        "leur motif et portent la lettre du côté de la table du joueur, pour qu'on puisse "
        "les reconnaître sans voir les couleurs\u00a0:",
    "A piece always points in one of eight directions: along a row or column, or "
    "diagonally.":
        "Une pièce pointe toujours dans l'une de huit directions\u00a0: le long d'une rangée ou "
        "d'une colonne, ou en diagonale.",
    "Each player sits at one side of the board: South, West, North or East. With two "
    "players they sit opposite each other, South and North, and each has four pieces. With "
    "three or four players each has three pieces; with three, South stays empty and North "
    "plays first.":
        "Chaque joueur s'assoit d'un côté du plateau\u00a0: Sud, Ouest, Nord ou Est. À deux, les "
        "joueurs sont face à face, Sud et Nord, et chacun a quatre pièces. À trois ou à "
        "quatre, chacun a trois pièces\u00a0; à trois, Sud reste vide et Nord commence.",
    "In the three rows nearest you, your pieces start with their backs to the edge, "
    "pointing into the board: one in the middle of your side, and one at each end of your "
    "third row. With two players your fourth piece stands in the far right-hand corner, "
    "pointing at the centre. All tiles start neutral.":
        "Dans les trois rangées les plus proches de vous, vos pièces commencent dos au bord, "
        "pointées vers l'intérieur\u00a0: une au milieu de votre côté, et une à chaque bout de "
        "votre troisième rangée. À deux, votre quatrième pièce se trouve dans le coin "
        "opposé à droite, pointée vers le centre. Toutes les tuiles commencent neutres.",
    "Players take turns in order. On your turn you either move one of your pieces or turn "
    "one of them (R14). You may not pass.":
        "Les joueurs jouent chacun leur tour. À votre tour, vous déplacez une de vos pièces "
        "ou vous en tournez une (R14). Vous ne pouvez pas passer.",
    "A piece moves in a straight line: straight ahead, or 45 degrees to the left or right "
    "of where it points. It never moves sideways or backwards. After moving it points the "
    "way it travelled. A piece may cross any number of borders in one move.":
        "Une pièce se déplace en ligne droite\u00a0: tout droit, ou à 45 degrés à gauche ou à "
        "droite de sa direction. Elle ne va jamais de côté ni en arrière. Après son "
        "déplacement, elle pointe dans le sens où elle est allée. Une pièce peut passer "
        "autant de frontières qu'elle veut en un coup.",
    "South's piece on e5 points north: it may go to d6, e6 or f6.":
        "La pièce de Sud en e5 pointe vers le nord\u00a0: elle peut aller en d6, e6 ou f6.",
    "When a move ends in a different borderland from the one it started in, you must turn "
    "one neutral tile of the borderland you arrived in to your colour. The tile you landed "
    "on counts, but no other tile with a piece on it. Only the arrival borderland counts, "
    "however many borders you crossed. If every neutral tile there has a piece on it, you "
    "gain nothing.":
        "Quand un coup se termine dans une autre zone que celle où il a commencé, vous devez "
        "faire passer à votre couleur une tuile neutre de la zone d'arrivée. La tuile où vous "
        "êtes arrivé compte, mais aucune autre tuile portant une pièce. Seule la zone "
        "d'arrivée compte, quel que soit le nombre de frontières passées. Si toutes les "
        "tuiles neutres de cette zone portent une pièce, vous ne gagnez rien.",
    "South moved a3 to b4, into the borderland a4-c6: any of the marked tiles (+) may be "
    "claimed, b4 included.":
        "Sud est allé de a3 en b4, dans la zone a4-c6\u00a0: n'importe laquelle des tuiles "
        "marquées (+) peut être prise, b4 comprise.",
    "A piece's <em>power of movement</em> is the number of tiles of your colour in the "
    "borderland where it starts its move, counting the one under it. With none or one it is "
    "1. A piece may move any distance from one square up to its power. Pieces never add to "
    "the power; only tiles do.":
        "La <em>portée</em> d'une pièce est le nombre de tuiles de votre couleur dans la "
        "zone où elle commence son coup, y compris celle sous elle. Avec zéro ou une, elle "
        "vaut 1. Une pièce peut avancer d'une case jusqu'à sa portée. Les pièces n'ajoutent "
        "jamais rien à la portée\u00a0; seules les tuiles comptent.",
    "Three South tiles in d4-f6 give the piece on d4 a power of 3.":
        "Trois tuiles de Sud dans d4-f6 donnent à la pièce en d4 une portée de 3.",
    "A move of more than one square is a long move. It follows the same straight line the "
    "whole way and may pass over tiles of any colour, as long as no piece is in the way.":
        "Un déplacement de plus d'une case est un long déplacement. Il suit la même ligne "
        "droite tout du long et peut passer sur des tuiles de n'importe quelle couleur, tant "
        "qu'aucune pièce ne bloque le chemin.",
    "You may never end a move on a square with a piece on it (except by a pincer, R11), nor "
    "on a tile of another player's colour. You may not pass over a piece, except in a "
    "connection jump (R9). And no tile with a piece on it ever changes colour, except where "
    "the rules say so: the landing square of a crossing (R4) and the square taken by a "
    "pincer (R11).":
        "Vous ne pouvez jamais finir un coup sur une case occupée par une pièce (sauf par "
        "une tenaille, R11), ni sur une tuile de la couleur d'un autre joueur. Vous ne pouvez "
        "pas passer par-dessus une pièce, sauf lors d'un saut de connexion (R9). Et aucune "
        "tuile portant une pièce ne change jamais de couleur, sauf là où les règles le "
        "disent\u00a0: la case d'arrivée d'un passage (R4) et la case prise par une tenaille "
        "(R11).",
    "The South piece on d4 cannot go to c5 or e5 (North's colour), nor to d5 (a piece), nor "
    "over d5 to d6.":
        "La pièce de Sud en d4 ne peut aller ni en c5 ou e5 (couleur de Nord), ni en d5 (une "
        "pièce), ni par-dessus d5 jusqu'en d6.",
    "A move that starts and ends on tiles of your colour, with at least one square between "
    "and no piece on the way, is a <em>connection</em>: every tile it passes over turns to "
    "your colour, whatever colour it was.":
        "Un coup qui part et arrive sur des tuiles de votre couleur, avec au moins une case "
        "entre les deux et aucune pièce sur le chemin, est une <em>connexion</em>\u00a0: chaque "
        "tuile survolée passe à votre couleur, quelle que soit sa couleur.",
    "d4 to f4 joins two South tiles: e4 would turn South (outlined).":
        "d4 vers f4 relie deux tuiles de Sud\u00a0: e4 passerait à Sud (entourée).",
    "A connection may also jump: if pieces stand on the squares between two tiles of your "
    "colour, the move may pass over any number of them. A jump changes no tiles on the way.":
        "Une connexion peut aussi sauter\u00a0: si des pièces occupent les cases entre deux tuiles "
        "de votre couleur, le coup peut passer par-dessus, quel que soit leur nombre. Un "
        "saut ne change aucune tuile en chemin.",
    "d4 to d7 jumps North's pieces on d5 and d6, from one South tile to another.":
        "d4 vers d7 saute les pièces de Nord en d5 et d6, d'une tuile de Sud à une autre.",
    "If you arrive in a borderland that has no neutral tile at all, you may instead take "
    "one tile of another player's colour there, as long as no piece stands on it.":
        "Si vous arrivez dans une zone qui n'a plus aucune tuile neutre, vous pouvez à la "
        "place y prendre une tuile de la couleur d'un autre joueur, tant qu'aucune pièce "
        "n'est dessus.",
    "South crossed into g4-i6, which has no neutral tile left: any North tile there without "
    "a piece may be taken.":
        "Sud est entré dans g4-i6, où il ne reste aucune tuile neutre\u00a0: n'importe quelle "
        "tuile de Nord sans pièce peut y être prise.",
    "A piece <em>attacks</em> an opponent's piece when it could reach it in one move "
    "(within its power, in one of its three directions, with nothing in between), if the "
    "square were free. When two or more of your pieces attack the same piece, any one of "
    "them may move onto it: the piece attacked leaves the board and its square turns to your "
    "colour, whatever it was. This is a pincer, the only way to take a piece.":
        "Une pièce <em>attaque</em> une pièce adverse quand elle pourrait l'atteindre en un "
        "coup (dans sa portée, dans l'une de ses trois directions, sans rien entre les deux) "
        "si la case était libre. Quand au moins deux de vos pièces attaquent la même pièce, "
        "n'importe laquelle peut aller sur sa case\u00a0: la pièce attaquée quitte le plateau et "
        "sa case passe à votre couleur, quelle qu'elle soit. C'est une tenaille, le seul "
        "moyen de prendre une pièce.",
    "d4 and f4 both attack e5: either may take it (ringed).":
        "d4 et f4 attaquent toutes deux e5\u00a0: l'une ou l'autre peut la prendre (cerclée).",
    "If your moved piece ends on your colour pointing straight at another of your pieces "
    "next to it, which also stands on your colour and points back, the two pieces "
    "<em>meet</em>. Since 2011 a meeting pays only once some opponent has at least nine "
    "tiles on the board: then you turn any tile without a piece that is not yet yours, "
    "anywhere on the board, to your colour. Turning a piece to face another is never a "
    "meeting.":
        "Si la pièce que vous avez déplacée finit sur votre couleur en pointant droit vers "
        "une autre de vos pièces voisine, elle aussi sur votre couleur et pointée vers elle, "
        "les deux pièces <em>se rencontrent</em>. Depuis 2011, une rencontre ne rapporte "
        "qu'une fois qu'un adversaire a au moins neuf tuiles sur le plateau\u00a0: vous faites "
        "alors passer à votre couleur n'importe quelle tuile sans pièce qui n'est pas encore "
        "à vous, où qu'elle soit sur le plateau. Tourner une pièce vers une autre n'est "
        "jamais une rencontre.",
    "South's pieces on e5 and e6 meet; North has nine tiles, so South claims any marked "
    "tile.":
        "Les pièces de Sud en e5 et e6 se rencontrent\u00a0; Nord a neuf tuiles, donc Sud prend "
        "n'importe quelle tuile marquée.",
    "The benefits of one move add up: a pincer, a crossing and a meeting may all come from "
    "the same move. The one exception: when a connection also crosses a border, you take "
    "either the connection change or the crossing benefit, not both.":
        "Les bonus d'un coup s'additionnent\u00a0: une tenaille, un passage et une rencontre "
        "peuvent venir du même coup. Seule exception\u00a0: quand une connexion passe aussi une "
        "frontière, vous prenez soit le bonus de connexion, soit le bonus de passage, pas les "
        "deux.",
    "d4 to g4 is a connection that crosses into g4-i6: take e4 and f4 (dashed), or one "
    "marked tile of g4-i6.":
        "d4 vers g4 est une connexion qui entre dans g4-i6\u00a0: prenez e4 et f4 (en "
        "pointillés), ou une tuile marquée de g4-i6.",
    "Instead of moving, you may turn one of your pieces 45 degrees either way, giving two of "
    "your tiles back to neutral, or 90 degrees, giving four back. You choose which tiles, "
    "but not one with a piece on it. A piece never turns more than 90 degrees in a turn, and "
    "you may only turn a piece while at least one of your pieces could move.":
        "Au lieu de vous déplacer, vous pouvez tourner une de vos pièces de 45 degrés d'un "
        "côté ou de l'autre en rendant deux de vos tuiles neutres, ou de 90 degrés en en "
        "rendant quatre. Vous choisissez les tuiles, mais pas une tuile portant une pièce. "
        "Une pièce ne tourne jamais de plus de 90 degrés en un tour, et vous ne pouvez "
        "tourner une pièce que si au moins une de vos pièces pourrait se déplacer.",
    "South turned e5 from west to north (90 degrees) and now gives back four of the marked "
    "tiles (−).":
        "Sud a tourné e5 de l'ouest vers le nord (90 degrés) et rend maintenant quatre des "
        "tuiles marquées (−).",
    "You are out when your last piece is taken, or when at the start of your turn none of "
    "your pieces can move (you are blocked): then all your pieces leave the board. Your "
    "tiles stay where they are. Whether you are blocked is judged only when your turn comes, "
    "so another player's move may free you.":
        "Vous êtes éliminé quand votre dernière pièce est prise, ou quand, au début de votre "
        "tour, aucune de vos pièces ne peut bouger (vous êtes bloqué)\u00a0: toutes vos pièces "
        "quittent alors le plateau. Vos tuiles restent en place. Le blocage ne se juge qu'au "
        "moment où votre tour arrive, si bien que le coup d'un autre joueur peut vous "
        "libérer.",
    "You win at once when, at the end of your turn, you have the target number of tiles on "
    "the board: 42 with two players, 28 with three, 24 with four (the number who started "
    "counts, even after someone is out). You also win when you are the only player left with "
    "pieces.":
        "Vous gagnez immédiatement quand, à la fin de votre tour, vous avez le nombre de "
        "tuiles visé sur le plateau\u00a0: 42 à deux joueurs, 28 à trois, 24 à quatre (c'est le "
        "nombre de joueurs au départ qui compte, même après une élimination). Vous gagnez "
        "aussi quand vous êtes le seul joueur à avoir encore des pièces.",
    "Meetings follow the 2011 rule (an opponent needs nine tiles) by default; the option "
    "<em>Original</em> pays every meeting. The nine tiles are counted after the move's other "
    "changes; an option counts them before.":
        "Par défaut, les rencontres suivent la règle de 2011 (un adversaire doit avoir neuf "
        "tuiles)\u00a0; l'option <em>Original</em> fait rapporter chaque rencontre. Les neuf "
        "tuiles sont comptées après les autres changements du coup\u00a0; une option les compte "
        "avant.",
    "A meeting claim is compulsory when there is a tile to take; an option lets you decline "
    "it.":
        "La prise de rencontre est obligatoire quand il y a une tuile à prendre\u00a0; une option "
        "permet de la refuser.",
    "A crossing after a pincer may transform a borderland that has no neutral tile (an "
    "option forbids it).":
        "Un passage après une tenaille peut transformer une zone sans tuile neutre (une "
        "option l'interdit).",
    "Reorientation costs must be tiles without a piece on them.":
        "Les tuiles rendues pour une rotation doivent être sans pièce dessus.",
    "With three players South stays empty and North starts; the order of play is an "
    "option, and two players may sit West and East instead.":
        "À trois joueurs, Sud reste vide et Nord commence\u00a0; l'ordre de jeu est une option, et "
        "deux joueurs peuvent s'asseoir à l'Ouest et à l'Est à la place.",
    "There is no draw in the rules; an optional turn limit ends a game as a draw.":
        "Les règles ne prévoient pas d'égalité\u00a0; une limite de tours facultative termine une "
        "partie sur une égalité.",
    "The shades of the neutral tiles are only decoration.":
        "Les teintes des tuiles neutres ne sont que décoratives.",
    # the lesson
    "Pacru in five steps": "Pacru en cinq étapes",
    "Moving a chevron": "Déplacer un chevron",
    "Each piece (a chevron) points one of eight ways and moves straight ahead or half a turn "
    "to either side of that way, then faces where it went. With no tiles of your colour "
    "nearby it moves one square. South moves first.":
        "Chaque pièce (un chevron) pointe dans l'une de huit directions et avance tout droit "
        "ou d'un huitième de tour d'un côté ou de l'autre, puis pointe là où elle est allée. "
        "Sans tuiles de votre couleur à proximité, elle avance d'une case. Sud joue en "
        "premier.",
    "The board is cut into nine borderlands of three by three. A piece that ends its move in "
    "another borderland claims a tile there: you choose a neutral square of that borderland "
    "(or the one you landed on) and it takes your colour. // Move the piece on a3 up into "
    "the next borderland, then tap the tile to claim.":
        "Le plateau est découpé en neuf zones de trois sur trois. Une pièce qui finit son "
        "coup dans une autre zone y prend une tuile\u00a0: vous choisissez une case neutre de "
        "cette zone (ou celle où vous êtes arrivé) et elle prend votre couleur. // Montez "
        "la pièce en a3 dans la zone suivante, puis touchez la tuile à prendre.",
    "This step asks for the move from a3 to b4, across the border.":
        "Cette étape demande le coup de a3 vers b4, à travers la frontière.",
    "More tiles, longer moves": "Plus de tuiles, plus de portée",
    "A piece may move as many squares as there are tiles of your colour in the borderland "
    "where it starts (at least one). Here South has two, so the piece on a3 may go two "
    "squares. // Move it two squares to the right.":
        "Une pièce peut avancer d'autant de cases qu'il y a de tuiles de votre couleur dans la "
        "zone où elle part (au moins une). Ici Sud en a deux, donc la pièce en a3 peut "
        "avancer de deux cases. // Déplacez-la de deux cases vers la droite.",
    "Two squares to the right: c3.": "Deux cases vers la droite\u00a0: c3.",
    "A pincer wins the piece": "La tenaille prend la pièce",
    "When two of your pieces both attack an enemy piece (it stands in reach of their moves), "
    "either of them may move onto its square and take it. The square takes your colour. A "
    "player left without pieces is out, and here that wins the game.":
        "Quand deux de vos pièces attaquent toutes deux une pièce adverse (elle est à portée "
        "de leurs déplacements), l'une ou l'autre peut aller sur sa case et la prendre. La "
        "case prend votre couleur. Un joueur qui n'a plus de pièces est éliminé, et ici cela "
        "fait gagner la partie.",
    "Both South pieces attack e5: move one of them onto it.":
        "Les deux pièces de Sud attaquent e5\u00a0: déplacez l'une d'elles dessus.",
    "Win a game": "Gagner une partie",
    "North has one piece left. A player whose pieces cannot move when their turn comes is "
    "out too. Play South against the computer: take North's piece or leave it nowhere to "
    "go.":
        "Il reste une pièce à Nord. Un joueur dont les pièces ne peuvent pas bouger quand "
        "vient son tour est éliminé lui aussi. Jouez Sud contre l'ordinateur\u00a0: prenez la "
        "pièce de Nord ou ne lui laissez aucune issue.",
    "Pacru puzzles": "Problèmes de Pacru",
    # -- moves in words (issue 44)
    '{who} claims {square}':
        '{who} prend {square}',
    '{who} claims {square} for the meeting':
        '{who} prend {square} pour la rencontre',
    '{who} gives back {square}':
        '{who} rend {square}',
    '{who} takes the piece on {target} ({owner}) from {origin}':
        '{who} prend la pièce en {target} ({owner}) depuis {origin}',
    '{who} declines the meeting claim':
        '{who} refuse la prise de rencontre',
    '{who} takes the connection change and colours {squares}':
        '{who} choisit le bonus de connexion et colore {squares}',
    '{who} takes the connection change, which colours nothing':
        '{who} choisit le bonus de connexion, qui ne colore rien',
    '{who} turns the piece on {square} to face {facing}':
        '{who} tourne la pièce en {square} vers le {facing}',
    '{move}, and the connection change colours {squares}':
        '{move}, et le bonus de connexion colore {squares}',
    '{who} must now claim one tile in borderland {span}: {squares}.':
        '{who} doit maintenant prendre une tuile dans la zone {span}\u00a0: {squares}.',
    '{who} must now take one benefit: {change}; or claim one tile in borderland {span}: {squares}.':
        '{who} doit maintenant choisir un bonus\u00a0: {change}\u00a0; ou prendre une tuile dans la zone {span}\u00a0: {squares}.',
    '{who} may now claim one tile for the meeting, or decline: {squares}.':
        '{who} peut maintenant prendre une tuile pour la rencontre, ou refuser\u00a0: {squares}.',
    '{who} must now claim one tile for the meeting: {squares}.':
        '{who} doit maintenant prendre une tuile pour la rencontre\u00a0: {squares}.',
    ('{who} must now give back {n} more tile: {squares}.', '{who} must now give back {n} more tiles, any of: {squares}.'):
        ('{who} doit maintenant rendre encore {n} tuile\u00a0: {squares}.', '{who} doit maintenant rendre encore {n} tuiles, au choix parmi\u00a0: {squares}.'),
    '{squares} or one of {n} more':
        '{squares} ou une de {n} autres',
    '{squares} or {last}':
        '{squares} ou {last}',
}

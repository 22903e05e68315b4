// Seeded content in French.
import type { SeedTexts } from '../seed-layout';

export const fr: SeedTexts = {
  1: {
    title: "À propos de {site}",
    body: [
      "{site} est une plateforme d'échange d'actifs numériques destinée aux particuliers. C'est une installation auto-hébergée de Meridian Exchange : un logiciel de plateforme d'échange qu'un opérateur installe et exploite sur ses propres serveurs. L'opérateur de cette installation est responsable du service ; vous pouvez le joindre à {support_email}.",
      "Vous pouvez y ouvrir un compte, vérifier votre identité, déposer et retirer des fonds, négocier des paires au comptant cotées en USDT et utiliser les autres produits que l'opérateur a activés. Les produits désactivés sont masqués et inutilisables. Actifs cotés : {assets}. Langues : {languages}.",
      "Comment les fonds sont tenus : chaque solde est tenu dans un grand livre en partie double. Chaque mouvement est une écriture comptable avec un motif, et ses lignes s'équilibrent toujours à zéro : l'argent ne peut ni apparaître ni disparaître. Le solde d'un utilisateur ne peut jamais devenir négatif, et personne, pas même l'opérateur, ne peut modifier un solde directement.",
      "D'où viennent les prix : les prix au comptant viennent du carnet d'ordres, c'est-à-dire des ordres des utilisateurs. Les contrats à effet de levier et les contrats à échéance sont valorisés et réglés selon un flux de prix de référence, et chaque règlement conserve l'enregistrement du prix utilisé. Aucun réglage ne permet de déplacer un prix ou de désigner un gagnant.",
      "Les règles avant d'agir : frais, limites, taux, examen des retraits et règle de volume sont affichés sur chaque écran avant votre confirmation. Les produits à effet de levier et à échéance comportent un risque réel de perte ; avant la première utilisation, il vous est demandé de lire et d'accepter un avertissement sur les risques.",
      "Retraits : un retrait gèle son montant dès que vous le soumettez et il est examiné avant d'être envoyé. S'il est refusé, le montant est dégelé immédiatement et vous voyez le motif.",
    ],
  },
  3: {
    title: "Conditions d'utilisation",
    body: [
      "Le présent accord est conclu entre vous et l'opérateur de {site}, une installation auto-hébergée du logiciel Meridian Exchange. En vous inscrivant, vous l'acceptez. Lisez-le avec la politique de confidentialité.",
      "1. Conditions d'accès. Vous devez être majeur là où vous vivez et autorisé par la loi de votre pays à utiliser une plateforme d'échange d'actifs numériques. Vous pouvez détenir un seul compte et vous agissez pour votre propre compte.",
      "2. Votre compte. Gardez secrets votre mot de passe de connexion, votre mot de passe de transaction et vos codes de vérification. Tout ce qui est fait avec eux est considéré comme fait par vous. Écrivez immédiatement à {support_email} si vous pensez que votre compte est menacé.",
      "3. Vérification d'identité. Certains produits et plafonds exigent une vérification d'identité. Les informations fournies doivent être exactes et vous concerner. Une identité vérifiée ne peut plus être modifiée.",
      "4. Dépôts. Les dépôts envoyés à votre adresse de dépôt sont crédités après le nombre de confirmations du réseau indiqué sur l'écran de dépôt. Les dépôts manuels ne sont crédités qu'après examen. Des actifs envoyés sur le mauvais réseau ou à une mauvaise adresse peuvent être irrécupérables.",
      "5. Soldes. Vos soldes sont tenus dans un grand livre en partie double : chaque changement est une écriture enregistrée avec un motif. Personne ne peut modifier un solde sans une telle écriture.",
      "6. Négociation. Les ordres au comptant sont appariés dans le carnet d'ordres aux prix fixés par les utilisateurs. Un ordre exécuté ne peut pas être annulé. Les frais sont affichés avant la confirmation d'un ordre.",
      "7. Contrats à effet de levier et à échéance. Ces produits peuvent faire perdre toute la marge ou toute la mise en peu de temps. La perte sur une position à effet de levier ne dépasse jamais la marge de cette position. Les contrats sont valorisés et réglés selon un flux de prix de référence, jamais selon un prix fixé par l'opérateur. Vous devez accepter un avertissement sur les risques avant la première utilisation.",
      "8. Produits de rendement et prêts. Le taux d'un produit de rendement est fixe et payé par la plateforme ; ce n'est pas un rendement de marché. Les conditions de remboursement anticipé, les taux des prêts, les frais et les pénalités de retard sont affichés avant votre confirmation.",
      "9. Retraits. Un retrait gèle son montant dès sa soumission et il est examiné avant d'être envoyé. Les frais, les montants minimum et maximum, le nombre de retraits par jour, la plage horaire et la règle de volume (volume négocié depuis votre premier dépôt comparé au total de vos dépôts) sont affichés sur l'écran de retrait, avec votre progression. Après une modification du mot de passe de connexion, du mot de passe de transaction, de l'e-mail, du téléphone ou des questions de sécurité, les retraits sont suspendus pendant 24 heures. Un retrait refusé est dégelé immédiatement et son motif est affiché.",
      "10. Utilisations interdites. Vous ne pouvez pas utiliser le service pour le blanchiment d'argent, la fraude ou la manipulation de marché, pour contourner des sanctions ni pour accéder aux comptes d'autrui. Un compte utilisé ainsi peut être suspendu ; le motif vous est communiqué, sauf si la loi l'interdit.",
      "11. Modifications et clôture. L'opérateur peut modifier le présent accord ; le nouveau texte est publié ici avec sa date avant de s'appliquer. Vous pouvez demander la clôture de votre compte à tout moment ; retirez d'abord votre solde.",
      "12. Contact. Questions et réclamations : {support_email}.",
    ],
  },
  5: {
    title: "Politique de confidentialité",
    body: [
      "Cette politique explique quelles données personnelles {site} conserve, pourquoi et pendant combien de temps. Les données sont stockées par l'opérateur de cette installation auto-hébergée de Meridian Exchange, sur des serveurs qu'il exploite ou loue. Elles ne sont pas vendues.",
      "Données du compte : votre adresse e-mail ou numéro de téléphone, votre nom, la langue choisie et la personne qui vous a invité. Vos mots de passe et réponses de sécurité ne sont conservés que sous forme d'empreintes irréversibles.",
      "Vérification d'identité : nationalité, type et numéro de pièce, photos de la pièce et, pour la vérification d'adresse, une facture de services.",
      "Activité : dépôts, retraits, ordres, transactions et chaque écriture comptable de votre compte, ainsi que les adresses de retrait et les coordonnées d'encaissement que vous ajoutez.",
      "Sécurité : l'adresse IP et le navigateur de chaque session, les tentatives de connexion échouées et les codes de vérification, conservés sous forme d'empreintes et qui expirent rapidement.",
      "Pourquoi : pour gérer votre compte et les produits que vous utilisez, protéger les fonds et détecter les abus, respecter les obligations de lutte contre le blanchiment et d'identification, et régler les litiges. Le personnel de l'opérateur consulte vos données via la console de l'opérateur, et chaque décision d'examen est enregistrée avec son auteur, sa date et son motif.",
      "Messages : les codes de vérification et les messages relatifs au compte sont envoyés à votre e-mail ou à votre téléphone. Ils ne servent pas à la publicité.",
      "Dans votre navigateur : le site conserve votre jeton de session et la langue choisie dans le stockage local du navigateur. Il ne dépose aucun cookie publicitaire ni de suivi.",
      "Durée : les données du compte et des transactions sont conservées tant que le compte est ouvert, puis aussi longtemps que la loi l'exige. Les autres données sont supprimées lorsqu'elles ne sont plus nécessaires.",
      "Vos droits : vous pouvez demander à consulter, corriger ou supprimer vos données, ou à en obtenir une copie, dans les limites des enregistrements que la loi nous oblige à conserver. Écrivez à {support_email}.",
    ],
  },
  101: {
    title: "Comment s'inscrire",
    body: [
      "Choisissez S'inscrire et inscrivez-vous avec votre adresse e-mail ou votre numéro de téléphone. Un code de vérification y est envoyé ; saisissez-le avec un mot de passe de 8 à 64 caractères contenant des lettres et des chiffres. Un code est valable 10 minutes et ne sert qu'une fois ; vous pouvez en demander un nouveau à la fin du compte à rebours.",
      "Si le formulaire affiche un champ de code d'invitation, saisissez le code de la personne qui vous a invité. Le formulaire indique si le code est obligatoire ou facultatif sur ce site.",
      "Acceptez les conditions d'utilisation et confirmez. Définissez ensuite un mot de passe de transaction à 6 chiffres dans l'espace utilisateur : il confirme les retraits et les autres paiements.",
    ],
  },
  102: {
    title: "Vérifier votre identité",
    body: [
      "La vérification d'identité comporte trois niveaux. Élémentaire : nationalité, type de pièce, nom réel et numéro de pièce. Avancé : photos du recto et du verso de la pièce et une photo avec votre signature. Adresse : une facture de services indiquant votre adresse. Les images doivent être au format JPG, JPEG ou PNG et peser moins de 8 Mo.",
      "Chaque demande est examinée par une personne. L'espace utilisateur affiche son statut (en cours d'examen, approuvée ou refusée) et, en cas de refus, le motif, afin que vous puissiez la soumettre à nouveau.",
      "La nationalité ne peut pas être modifiée après l'inscription, et une identité vérifiée ne peut pas être modifiée.",
    ],
  },
  103: {
    title: "Déposer des fonds",
    body: [
      "Ouvrez Mes actifs et choisissez Dépôt. Vous recevez votre propre adresse de dépôt ; n'envoyez que l'actif et le réseau indiqués à l'écran. Le dépôt est crédité après le nombre de confirmations du réseau indiqué à cet endroit.",
      "Si vous avez envoyé des fonds autrement, soumettez un dépôt manuel avec le montant, le hash de la transaction et une capture d'écran comme justificatif. Il est crédité après examen.",
      "Chaque dépôt apparaît dans votre historique de dépôts avec le statut en cours, réussi ou échoué.",
    ],
  },
  104: {
    title: "Règles de retrait",
    body: [
      "Avant la soumission, l'écran de retrait affiche l'actif et le réseau, les frais, le montant que vous recevrez, les montants minimum et maximum, le nombre de retraits autorisés par jour et la plage horaire quotidienne.",
      "Il affiche aussi la règle de volume et votre progression : votre volume négocié depuis votre premier dépôt doit atteindre une part fixée du total de vos dépôts. Lorsque l'opérateur fixe cette part à zéro, la règle est désactivée.",
      "À la soumission, le montant est gelé et le retrait est examiné. S'il est refusé, le montant est dégelé immédiatement et le motif apparaît dans votre historique de retraits.",
      "Après une modification de votre mot de passe de connexion, de votre mot de passe de transaction, de votre e-mail, de votre téléphone ou de vos questions de sécurité, les retraits sont suspendus pendant 24 heures. L'écran indique la fin de la suspension.",
    ],
  },
  105: {
    title: "Les frais et leur affichage",
    body: [
      "Chaque frais est affiché avant votre confirmation : les frais de négociation sur le formulaire d'ordre, les frais de retrait et le montant reçu sur le formulaire de retrait, et les taux, intérêts et pénalités sur les écrans de rendement et de prêt.",
      "Chaque frais payé est enregistré comme une écriture distincte dans l'historique de votre compte, pour que vous puissiez le vérifier ensuite.",
      "Les frais sont fixés par l'opérateur de ce site. Les chiffres affichés sont ceux que le serveur applique.",
    ],
  },
  106: {
    title: "Protéger votre compte",
    body: [
      "Utilisez un mot de passe que vous n'utilisez nulle part ailleurs, et un mot de passe de transaction différent. Personne chez {site} n'a besoin de vos mots de passe ni de vos codes de vérification : ne les donnez jamais à personne.",
      "Vérifiez l'adresse du site avant de vous connecter. Si possible, associez une adresse e-mail et un numéro de téléphone et définissez vos questions de sécurité.",
      "Si vous recevez un code que vous n'avez pas demandé, changez votre mot de passe. Après toute modification de sécurité, les retraits sont suspendus pendant 24 heures, ce qui vous protège si quelqu'un d'autre a fait la modification. Déconnectez-vous sur les ordinateurs partagés.",
    ],
  },
  201: {
    title: "Bienvenue sur {site}",
    body: [
      "Cette plateforme fonctionne avec Meridian Exchange, installé et exploité sur les propres serveurs de son opérateur. Actifs cotés : {assets}. Langues : {languages}. Les frais, limites et règles sont affichés sur chaque écran avant votre confirmation.",
    ],
  },
  202: {
    title: "Comment les retraits sont examinés",
    body: [
      "Chaque retrait gèle son montant dès sa soumission et il est examiné avant d'être envoyé. Vous pouvez suivre son statut à tout moment dans votre historique de retraits. Un retrait refusé est dégelé immédiatement, avec le motif.",
    ],
  },
  203: {
    title: "Une modification de sécurité suspend les retraits 24 heures",
    body: [
      "Après une modification de votre mot de passe de connexion, de votre mot de passe de transaction, de votre e-mail, de votre téléphone ou de vos questions de sécurité, les retraits sont suspendus pendant 24 heures. L'écran de retrait indique la fin de la suspension.",
    ],
  },
  301: {
    title: "Des prix venus du marché",
    body: [
      "Les prix au comptant viennent des ordres des utilisateurs dans le carnet d'ordres. Les contrats sont réglés selon un flux de prix de référence, et chaque règlement enregistre le prix utilisé.",
    ],
  },
  302: {
    title: "Chaque règle avant d'agir",
    body: [
      "Les frais, les limites et la règle de volume des retraits sont affichés avant votre confirmation.",
    ],
  },
  303: {
    title: "Négociez dans votre langue",
    body: [
      "Actifs cotés : {assets}. Langues : {languages}. Ouvrez un compte avec votre e-mail ou votre téléphone.",
    ],
  },
};
